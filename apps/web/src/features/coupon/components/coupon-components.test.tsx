import { ErrorCode, errorMessage } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import type { Coupon } from '../rules';
import { couponTexts } from '../texts';
import CouponPicker, { type CouponChoice } from './coupon-picker';
import { ExchangeCentre } from './exchange-centre';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  // The coupon texts load with the pages; here once, before the screens.
  await couponTexts.load('en');
}, 30_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const coupon = (id: number, name: string, quote: Partial<NonNullable<Coupon['quote']>>): Coupon => ({
  id,
  templateId: id,
  name,
  kind: 'amount',
  amount: 500,
  percent: null,
  minSpend: 0,
  validFrom: Date.UTC(2026, 0, 1),
  validTo: Date.UTC(2027, 0, 1),
  status: 'usable',
  usableNow: true,
  scope: { businessTypes: [], collectionIds: [] },
  source: 'claim',
  claimedAt: 0,
  usedOrderNo: null,
  usedAt: null,
  quote: { applicable: true, refusal: null, total: 9900, discount: 0, payable: 9900, ...quote },
  serverTime: 0,
});

/** Renders `ui`; awaited, so that the texts' suspense resolves inside act. */
async function wrap(ui: ReactNode) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

describe('the buy sheet coupon picker', () => {
  it('asks for quotes of the order, pre-selects the largest discount, greys the others with the catalogue reason, and allows none', async () => {
    let asked: URLSearchParams | null = null;
    server.use(
      http.get('/api/mallapp/coupon/mine', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return ok({
          items: [
            coupon(1, 'Small', { discount: 500, payable: 9400 }),
            coupon(2, 'Over 200', { applicable: false, refusal: ErrorCode.COUPON_MIN_SPEND }),
            coupon(3, 'Big', { discount: 990, payable: 8910 }),
          ],
          nextCursor: null,
        });
      }),
    );
    const choices: (CouponChoice | null)[] = [];
    await wrap(<CouponPicker order={{ businessType: 4, itemId: 7, quantity: 1 }} onChange={(c) => choices.push(c)} />);
    const row = await screen.findByTestId('coupon-row', {}, { timeout: 10_000 });
    await waitFor(() => expect(row.getAttribute('data-coupon-id')).toBe('3'));
    expect(asked!.get('status')).toBe('usable');
    expect(asked!.get('businessType')).toBe('4');
    expect(asked!.get('itemId')).toBe('7');
    expect(asked!.get('quantity')).toBe('1');
    expect(choices.at(-1)).toEqual({ couponId: 3, name: 'Big', discount: 990, payable: 8910 });
    expect(screen.getByTestId('coupon-row-value').textContent).toContain('−¥9.90');

    fireEvent.click(row);
    const options = await screen.findAllByTestId('coupon-option');
    expect(options.map((o) => o.getAttribute('data-id'))).toEqual(['3', '1', '2']);
    expect(options[0]!.getAttribute('aria-checked')).toBe('true');
    const refused = options[2]!;
    expect(refused.getAttribute('data-applicable')).toBe('false');
    expect(within(refused).getByTestId('coupon-refusal').textContent).toBe(errorMessage(ErrorCode.COUPON_MIN_SPEND, 'en'));
    // A refused coupon cannot be chosen.
    fireEvent.click(refused);
    expect(row.getAttribute('data-coupon-id')).toBe('3');

    fireEvent.click(options[1]!);
    await waitFor(() => expect(choices.at(-1)).toEqual({ couponId: 1, name: 'Small', discount: 500, payable: 9400 }));
    fireEvent.click(row);
    fireEvent.click(await screen.findByTestId('coupon-option-none'));
    await waitFor(() => expect(choices.at(-1)).toBeNull());
    expect(row.getAttribute('data-state')).toBe('none');
  });

  it('says there is no usable coupon when I have none', async () => {
    server.use(http.get('/api/mallapp/coupon/mine', () => ok({ items: [], nextCursor: null })));
    await wrap(<CouponPicker order={{ businessType: 7, itemId: 9, quantity: 1 }} onChange={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('coupon-row').textContent).toContain('No usable coupons'));
    expect(screen.getByTestId('coupon-row').getAttribute('data-state')).toBe('none');
  });
});

describe('the exchange centre', () => {
  it('shows 4000033 beside the input for an empty code without calling, and sends a typed code normalised', async () => {
    let sent: unknown = null;
    server.use(
      http.get('/api/mallapp/redeem/list', () => ok({ items: [], nextCursor: null })),
      http.post('/api/mallapp/redeem/code', async ({ request }) => {
        sent = await request.json();
        return ok({
          id: 5,
          maskedCode: '************2345',
          redeemedAt: Date.UTC(2026, 10, 1),
          kind: 'coupon',
          coupon: { ...coupon(8, '¥5 off over ¥20', {}), quote: null, minSpend: 2000 },
          collectible: null,
        });
      }),
    );
    await wrap(<ExchangeCentre links={{ coupons: '/c', verify: '/v', chainVerify: '/cv', item: (id) => `/i?${id}` }} />);
    const input = await screen.findByTestId('redeem-input', {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { value: ' - ' } });
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-error')).textContent).toBe(errorMessage(ErrorCode.REDEEM_CODE_REQUIRED, 'en'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBeNull();

    fireEvent.change(input, { target: { value: 'demq-5yua ncpn 2345' } });
    fireEvent.click(screen.getByTestId('redeem-submit'));
    const result = await screen.findByTestId('redeem-result');
    expect(sent).toEqual({ code: 'DEMQ5YUANCPN2345' });
    expect(within(result).getByTestId('coupon-value').textContent).toBe('¥5');
    expect(within(result).getByTestId('coupon-min').textContent).toBe('Orders from ¥20');
  });

  it('a pull refreshes my past redemptions (spec: the exchange page is marked pull)', async () => {
    let calls = 0;
    const redemption = {
      id: 9,
      maskedCode: '************7777',
      redeemedAt: Date.UTC(2026, 10, 2),
      kind: 'coupon',
      coupon: { ...coupon(8, '¥5 off over ¥20', {}), quote: null, minSpend: 2000 },
      collectible: null,
    };
    server.use(
      http.get('/api/mallapp/redeem/list', () => {
        calls += 1;
        // Redeemed on another device meanwhile: the second answer has it.
        return ok({ items: calls === 1 ? [] : [redemption], nextCursor: null });
      }),
    );
    await wrap(<ExchangeCentre links={{ coupons: '/c', verify: '/v', chainVerify: '/cv', item: (id) => `/i?${id}` }} />);
    const page = await screen.findByTestId('exchange', {}, { timeout: 10_000 });
    await waitFor(() => expect(calls).toBe(1));
    fireEvent.touchStart(page, { touches: [{ clientX: 100, clientY: 0 }] });
    for (const y of [10, 150, 300]) fireEvent.touchMove(page, { touches: [{ clientX: 100, clientY: y }] });
    fireEvent.touchEnd(page, { touches: [], changedTouches: [{ clientX: 100, clientY: 300 }] });
    const item = await screen.findByTestId('redemption', {}, { timeout: 10_000 });
    expect(item.getAttribute('data-id')).toBe('9');
    expect(calls).toBe(2);
  });

  it('shows the way to the real name when a collectible needs it (7020076), as an airdrop does', async () => {
    server.use(
      http.get('/api/mallapp/redeem/list', () => ok({ items: [], nextCursor: null })),
      http.post('/api/mallapp/redeem/code', () =>
        HttpResponse.json({ code: ErrorCode.NOT_REAL_NAME, msg: 'Not real-name verified', data: null }),
      ),
    );
    await wrap(<ExchangeCentre links={{ coupons: '/c', verify: '/v', chainVerify: '/cv', item: (id) => `/i?${id}` }} />);
    fireEvent.change(await screen.findByTestId('redeem-input', {}, { timeout: 10_000 }), {
      target: { value: 'DEMQGXFTNFT23456' },
    });
    fireEvent.click(screen.getByTestId('redeem-submit'));
    const need = await screen.findByTestId('redeem-need');
    expect(need.getAttribute('data-need')).toBe('verify');
    expect(need.textContent).toContain('Not real-name verified');
  });

  it('shows a redeemed collectible minting, then held once my redemptions say so', async () => {
    const redemption = (status: 'minting' | 'held') => ({
      id: 6,
      maskedCode: '************3456',
      redeemedAt: Date.UTC(2026, 10, 1),
      kind: 'collectible' as const,
      coupon: null,
      collectible: {
        collectionId: 3,
        name: 'Spring Rain',
        coverUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        cardNftId: status === 'held' ? 41 : null,
        status,
      },
    });
    let lists = 0;
    server.use(
      http.post('/api/mallapp/redeem/code', () => ok(redemption('minting'))),
      // Minting until a look of the page's polling (the first looks: the page's, and after the redemption).
      http.get('/api/mallapp/redeem/list', () => {
        lists += 1;
        return ok({ items: lists >= 4 ? [redemption('held')] : lists === 1 ? [] : [redemption('minting')], nextCursor: null });
      }),
    );
    await wrap(<ExchangeCentre links={{ coupons: '/c', verify: '/v', chainVerify: '/cv', item: (id) => `/i?${id}` }} />);
    fireEvent.change(await screen.findByTestId('redeem-input', {}, { timeout: 10_000 }), {
      target: { value: 'DEMQGXFTNFT23456' },
    });
    fireEvent.click(screen.getByTestId('redeem-submit'));
    const item = await screen.findByTestId('redeem-collectible');
    expect(item.getAttribute('data-status')).toBe('minting');
    await waitFor(() => expect(screen.getByTestId('redeem-collectible').getAttribute('data-status')).toBe('held'), {
      timeout: 8_000,
    });
    expect(screen.getByTestId('redeem-view-item').getAttribute('href')).toBe('/i?41');
  });
});
