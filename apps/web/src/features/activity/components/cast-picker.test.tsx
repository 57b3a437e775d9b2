import { ErrorCode, errorMessage } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import type { CastRecord } from '../api/cast';
import type { Activity } from '../api/get-activity';
import type { QualifyingItems } from '../api/list-qualifying-items';
import { activityTexts } from '../texts';
import { CastPicker } from './cast-picker';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
let bodies: unknown[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await activityTexts.load('en');
}, 30_000);
afterEach(() => {
  server.resetHandlers();
  bodies = [];
});
afterAll(() => server.close());

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
  qualifying: [{ collectionId: 1, name: 'Fragment', coverUrl: gif, count: 2, usable: 2 }],
  oncePerHolder: true,
  perUserLimit: 100,
  needsAddress: false,
  coolingBlocks: false,
  mine: { castAlready: false, castRecordId: null, casts: 0, canCast: true, reason: null },
  serverTime: now,
  ...over,
});
const item = (
  cardNftId: number,
  serial: number,
  usable = true,
  blockedBy: QualifyingItems['collections'][number]['items'][number]['blockedBy'] = null,
) => ({
  cardNftId,
  collectionId: 1,
  serial,
  totalSupply: 500,
  acquiredAt: now - 86_400_000,
  transferableAt: now - 1000,
  usable,
  blockedBy,
});
const items: QualifyingItems = {
  activityId: 7,
  mode: 'hold',
  collections: [
    {
      collectionId: 1,
      name: 'Fragment',
      coverUrl: gif,
      count: 2,
      usable: 3,
      items: [item(11, 1), item(12, 2), item(13, 3), item(14, 4, false, 'listed')],
    },
  ],
  serverTime: now,
};
const record = (over: Partial<CastRecord> = {}): CastRecord => ({
  id: 901,
  activity: { id: 7, name: 'Spring casting', coverUrl: gif, mode: 'hold' },
  result: { cardNftId: 555, collectionId: 30, name: 'Spring badge', coverUrl: gif, serial: 9, totalSupply: 100 },
  items: [
    { cardNftId: 11, collectionId: 1, name: 'Fragment', serial: 1, spent: false },
    { cardNftId: 12, collectionId: 1, name: 'Fragment', serial: 2, spent: false },
  ],
  createdAt: now,
  ...over,
});

async function renderPicker(a: Activity, its: QualifyingItems = items) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/pages/activity/order/selectNft?id=7']}>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              <Route
                path="/pages/activity/order/selectNft"
                element={
                  <CastPicker activity={a} items={its} itemPath={(id) => `/pages/account/detail/collection?cardNftId=${id}`} />
                }
              />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await Promise.resolve();
  });
  return view!;
}

const tile = (id: number) => screen.getAllByTestId('cast-item').find((e) => e.getAttribute('data-id') === String(id))!;
const check = (id: number) => tile(id).querySelector('input')!;

describe('choosing the items and casting', () => {
  it('greys unusable items with why, refuses an incomplete selection with 4000034 without asking the server, then casts', async () => {
    server.use(
      http.post('/api/mallapp/activity/cast', async ({ request }) => {
        bodies.push(await request.json());
        return ok(record());
      }),
    );
    await renderPicker(activity());
    expect((await screen.findAllByTestId('cast-item')).length).toBe(4);
    expect(check(14).disabled).toBe(true);
    expect(tile(14).querySelector('[data-testid="cast-item-why"]')?.textContent).toBe('On consignment');

    fireEvent.click(check(11));
    fireEvent.click(screen.getByTestId('cast-submit'));
    expect(screen.getByTestId('cast-refusal').textContent).toBe(errorMessage(ErrorCode.SELECT_REQUIRED, 'en'));
    expect(bodies).toEqual([]);

    // Two is the count: a third is refused.
    fireEvent.click(check(12));
    fireEvent.click(check(13));
    expect(check(13).checked).toBe(false);
    expect(screen.getByTestId('cast-summary').getAttribute('data-complete')).toBe('true');

    fireEvent.click(screen.getByTestId('cast-submit'));
    const link = await screen.findByTestId('cast-result-link');
    expect(bodies).toEqual([{ activityId: 7, itemIds: [11, 12] }]);
    expect(link.getAttribute('href')).toBe('/pages/account/detail/collection?cardNftId=555');
    expect(screen.getByTestId('cast-result-name').textContent).toBe('Spring badge #9/100');
  });

  it('spending asks to confirm that the items will be destroyed; cancelling casts nothing', async () => {
    server.use(
      http.post('/api/mallapp/activity/cast', async ({ request }) => {
        bodies.push(await request.json());
        return ok(record({ activity: { id: 7, name: 'Spring casting', coverUrl: gif, mode: 'spend' } }));
      }),
    );
    await renderPicker(activity({ mode: 'spend' }), { ...items, mode: 'spend' });
    fireEvent.click((await screen.findAllByTestId('cast-item'))[0]!.querySelector('input')!);
    fireEvent.click(check(13));
    fireEvent.click(screen.getByTestId('cast-submit'));
    expect((await screen.findByTestId('cast-confirm-body')).textContent).toBe(
      'Casting destroys the items you picked (2). This cannot be undone.',
    );
    fireEvent.click(screen.getByText('Cancel'));
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByTestId('cast-submit'));
    fireEvent.click(await screen.findByText('Destroy and cast'));
    await screen.findByTestId('cast-result');
    expect(bodies).toEqual([{ activityId: 7, itemIds: [11, 13] }]);
  });

  it("a refusal (an item cast with already) shows the server's message; a holder who cannot cast again is told before choosing", async () => {
    server.use(
      http.post('/api/mallapp/activity/cast', () =>
        HttpResponse.json({ code: ErrorCode.CAST_ONCE, msg: errorMessage(ErrorCode.CAST_ONCE, 'en'), data: null }),
      ),
    );
    const view = await renderPicker(activity());
    fireEvent.click((await screen.findAllByTestId('cast-item'))[0]!.querySelector('input')!);
    fireEvent.click(check(12));
    fireEvent.click(screen.getByTestId('cast-submit'));
    await waitFor(() => expect(screen.getByTestId('cast-refusal').textContent).toBe(errorMessage(ErrorCode.CAST_ONCE, 'en')));
    expect(screen.queryByTestId('cast-result')).toBeNull();
    view.unmount();

    await renderPicker(
      activity({
        mine: { castAlready: true, castRecordId: 3, casts: 3, canCast: false, reason: ErrorCode.ACTIVITY_ORDER_LIMIT },
      }),
    );
    expect((await screen.findByTestId('cast-refusal')).textContent).toBe(errorMessage(ErrorCode.ACTIVITY_ORDER_LIMIT, 'en'));
    expect(screen.queryByTestId('cast-submit')).toBeNull();
    expect(check(11).disabled).toBe(true);
  });

  it('a holder who cast already casts again with the items not cast with; the ones cast with are greyed with why', async () => {
    server.use(
      http.post('/api/mallapp/activity/cast', async ({ request }) => {
        bodies.push(await request.json());
        return ok(record({ id: 902 }));
      }),
    );
    await renderPicker(activity({ mine: { castAlready: true, castRecordId: 901, casts: 1, canCast: true, reason: null } }), {
      ...items,
      collections: [
        {
          ...items.collections[0]!,
          usable: 2,
          items: [item(13, 3), item(15, 5), item(11, 1, false, 'used'), item(12, 2, false, 'used')],
        },
      ],
    });
    expect(screen.queryByTestId('cast-refusal')).toBeNull();
    expect(tile(11).getAttribute('data-blocked')).toBe('used');
    expect(tile(11).querySelector('[data-testid="cast-item-why"]')?.textContent).toBe('You have cast with it');
    expect(check(11).disabled).toBe(true);
    fireEvent.click(check(13));
    fireEvent.click(check(15));
    fireEvent.click(screen.getByTestId('cast-submit'));
    await screen.findByTestId('cast-result');
    expect(bodies).toEqual([{ activityId: 7, itemIds: [13, 15] }]);
  });

  it('a collection with fewer usable items than its count says materials are insufficient', async () => {
    await renderPicker(activity(), {
      ...items,
      collections: [{ ...items.collections[0]!, usable: 1, items: [item(11, 1), item(14, 4, false, 'pledged')] }],
    });
    expect((await screen.findByTestId('cast-short')).textContent).toBe(errorMessage(ErrorCode.INSUFFICIENT_MATERIALS, 'en'));
    expect(tile(14).querySelector('[data-testid="cast-item-why"]')?.textContent).toBe('Pledged');
    cleanup();

    // Short only because I have cast with the others: each collectible once per holder (4000031).
    await renderPicker(activity(), {
      ...items,
      collections: [{ ...items.collections[0]!, usable: 1, items: [item(11, 1), item(12, 2, false, 'used')] }],
    });
    expect((await screen.findByTestId('cast-short')).textContent).toBe(errorMessage(ErrorCode.CAST_ONCE, 'en'));
  });
});
