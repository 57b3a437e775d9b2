import { ErrorCode, errorMessage } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import type { Activity } from '../api/get-activity';
import { activityTexts } from '../texts';
import { ActivityDetail } from './activity-detail';

beforeAll(async () => {
  await setupI18n('en');
  await activityTexts.load('en');
}, 30_000);

const now = Date.now();
const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const activity = (over: Partial<Activity> = {}): Activity => ({
  id: 7,
  kind: 'cast',
  name: 'Spring casting',
  coverUrl: gif,
  status: 'open',
  result: { id: 30, name: 'Spring badge', coverUrl: gif },
  reward: { kind: 'cast', collection: { id: 30, name: 'Spring badge', coverUrl: gif } },
  price: 0,
  mode: 'hold',
  startsAt: now - 60_000,
  endsAt: now + 3_600_000,
  stock: { total: 100, left: 40 },
  rulesHtml: '',
  qualifying: [{ collectionId: 1, name: 'Fragment', coverUrl: gif, count: 2, usable: 1 }],
  oncePerHolder: true,
  perUserLimit: 100,
  needsAddress: false,
  coolingBlocks: false,
  mine: { castAlready: false, castRecordId: null, casts: 0, canCast: true, reason: null },
  serverTime: now,
  ...over,
});

async function renderDetail(a: Activity) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Suspense fallback={<p>loading</p>}>
            <ActivityDetail activity={a} refetch={() => Promise.resolve()} rules={null} />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await Promise.resolve();
  });
  return view!;
}

const state = () => screen.getByTestId('activity-state').getAttribute('data-state');

describe('one activity: my state', () => {
  it('can cast: what is needed and what I own, once per holder, the button to choose', async () => {
    await renderDetail(activity());
    expect((await screen.findByTestId('activity-state')).getAttribute('data-state')).toBe('can');
    expect(screen.getByTestId('activity-choose').getAttribute('href')).toBe('/pages/activity/order/selectNft?id=7');
    expect(screen.getByTestId('activity-own').textContent).toBe('You own 1');
    expect(screen.getByTestId('activity-once').textContent).toBe(
      'Each collectible casts once per holder: hold more qualifying items to cast more times.',
    );
    expect(screen.getByTestId('activity-per-user').textContent).toBe('Up to 100 casts per person.');
    expect(screen.getByTestId('activity-stock').textContent).toBe('40/100');
    expect(screen.queryByTestId('activity-casts')).toBeNull();
  });

  it('cast already and can cast again (each collectible once per holder): how many times, my casts, the button', async () => {
    await renderDetail(activity({ mine: { castAlready: true, castRecordId: 3, casts: 2, canCast: true, reason: null } }));
    expect((await screen.findByTestId('activity-state')).getAttribute('data-state')).toBe('can');
    expect(screen.getByTestId('activity-casts').textContent).toBe('You have cast 2 times');
    expect(screen.getByTestId('activity-records-link').getAttribute('href')).toBe('/pages/activity/index/index?tab=records');
    expect(screen.getByTestId('activity-choose').getAttribute('href')).toBe('/pages/activity/order/selectNft?id=7');
  });

  it('a reward anyone may order: no casting mode, no items needed, its per-person limit', async () => {
    await renderDetail(
      activity({
        kind: 'physical',
        reward: { kind: 'physical', physical: { name: 'Poster', imageUrl: gif, description: '' } },
        qualifying: [],
        oncePerHolder: false,
        perUserLimit: 2,
        needsAddress: true,
      }),
    );
    await screen.findByTestId('activity-state');
    expect(screen.queryByTestId('activity-needed')).toBeNull();
    expect(screen.queryByTestId('activity-once')).toBeNull();
    expect(screen.getByTestId('activity-per-user').textContent).toBe('Up to 2 per person.');
  });

  it("cast already and not again: 4000031's or 5000204's text and my casts; blocked: the server's reason; a visitor: sign in", async () => {
    const v1 = await renderDetail(
      activity({ mine: { castAlready: true, castRecordId: 3, casts: 1, canCast: false, reason: ErrorCode.CAST_ONCE } }),
    );
    expect(state()).toBe('cast');
    expect(screen.getByTestId('activity-why').textContent).toBe(errorMessage(ErrorCode.CAST_ONCE, 'en'));
    expect(screen.getByTestId('activity-records-link').getAttribute('href')).toBe('/pages/activity/index/index?tab=records');
    expect(screen.queryByTestId('activity-choose')).toBeNull();
    v1.unmount();

    const limit = await renderDetail(
      activity({
        mine: { castAlready: true, castRecordId: 4, casts: 3, canCast: false, reason: ErrorCode.ACTIVITY_ORDER_LIMIT },
      }),
    );
    expect(state()).toBe('cast');
    expect(screen.getByTestId('activity-why').textContent).toBe(errorMessage(ErrorCode.ACTIVITY_ORDER_LIMIT, 'en'));
    limit.unmount();

    const v2 = await renderDetail(
      activity({ mine: { castAlready: false, castRecordId: null, canCast: false, reason: ErrorCode.INSUFFICIENT_MATERIALS } }),
    );
    expect(state()).toBe('blocked');
    expect(screen.getByTestId('activity-why').textContent).toBe(errorMessage(ErrorCode.INSUFFICIENT_MATERIALS, 'en'));
    expect(screen.queryByTestId('activity-choose')).toBeNull();
    v2.unmount();

    const v3 = await renderDetail(
      activity({ mine: null, qualifying: [{ collectionId: 1, name: 'Fragment', coverUrl: gif, count: 2, usable: null }] }),
    );
    expect(state()).toBe('visitor');
    expect(screen.getByTestId('activity-choose').textContent).toBe('Sign in to cast');
    expect(screen.queryByTestId('activity-own')).toBeNull();
    expect(screen.queryByTestId('activity-items-link')).toBeNull();
    v3.unmount();
  });

  it('upcoming, sold out and ended: a disabled button that says so', async () => {
    const up = await renderDetail(activity({ status: 'upcoming', startsAt: now + 60_000 }));
    expect(state()).toBe('upcoming');
    expect(screen.getByRole('timer')).toBeTruthy();
    up.unmount();
    const sold = await renderDetail(activity({ stock: { total: 100, left: 0 } }));
    expect(state()).toBe('soldOut');
    expect(screen.getByRole('button', { name: 'Every result has been cast' })).toHaveProperty('disabled', true);
    sold.unmount();
    await renderDetail(activity({ status: 'ended' }));
    expect(state()).toBe('ended');
    expect(screen.getByTestId('activity-ended')).toBeTruthy();
  });
});
