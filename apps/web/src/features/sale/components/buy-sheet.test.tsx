import { ErrorCode } from '@curio/contract/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import { useBuySheet, type BuyTarget } from './buy-sheet';
import type { BuyCouponChoice } from './buy-target';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
});
afterEach(() => {
  server.resetHandlers();
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (jsdom)', configurable: true });
});
afterAll(() => server.close());

const target: BuyTarget = {
  kind: 'collection',
  id: 7,
  name: 'Spring Rain',
  coverUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  price: 9900,
  remaining: 3,
  perUserLimit: 5,
  mine: { taken: 0, allowance: 5, unpaidOrderNo: null },
};

const links = { verify: '/pages/account/safety/verify', chainVerify: '/pages/account/safety/chain-verify' };

function Detail({ onStale, of = target }: { onStale?: () => void; of?: BuyTarget }) {
  const buy = useBuySheet(of, { onStale, links });
  return (
    <>
      <button type="button" onClick={buy.open}>
        buy
      </button>
      {buy.sheet}
    </>
  );
}

function OrderPage() {
  return <p>order page {new URLSearchParams(useLocation().search).get('orderNo')}</p>;
}

/** A coupon row the test drives: it reports "none" (as the real one does when it arrives) or a coupon. */
function TestCouponRow({ onChange }: { onChange: (choice: BuyCouponChoice | null) => void }) {
  return (
    <>
      <button type="button" onClick={() => onChange(null)}>
        report none
      </button>
      <button type="button" onClick={() => onChange({ couponId: 3, name: 'Ten off', discount: 1000, payable: 8900 })}>
        choose coupon
      </button>
    </>
  );
}

function CouponDetail() {
  const buy = useBuySheet(target, { links, coupon: TestCouponRow });
  return (
    <>
      <button type="button" onClick={buy.open}>
        buy
      </button>
      {buy.sheet}
    </>
  );
}

function renderDetail(onStale?: () => void, of?: BuyTarget) {
  // The app's query client (the order is placed through a mutation).
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/pages/detail/collection?id=7']}>
        <Routes>
          <Route path="/pages/detail/collection" element={<Detail onStale={onStale} of={of} />} />
          <Route path="/pages/iframe/index" element={<p>cashier page</p>} />
          <Route path="/pages/account/safety/verify" element={<p>verify page</p>} />
          <Route path="/pages/account/order/detail" element={<OrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openSheet() {
  fireEvent.click(screen.getByText('buy'));
  await screen.findByTestId('buy-sheet', {}, { timeout: 10_000 });
}

describe('the buy sheet', () => {
  it('keeps the quantity within min(per-user limit, remaining) and shows the total', async () => {
    renderDetail();
    await openSheet();
    const plus = screen.getByTestId('buy-quantity-plus');
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect((screen.getByTestId('buy-quantity-value') as HTMLInputElement).value).toBe('3');
    expect(plus).toHaveProperty('disabled', true);
    expect(screen.getByTestId('buy-total').querySelector('[data-price]')?.getAttribute('data-price')).toBe('29700');
    expect(screen.getByText('Up to 5 per person · 3 left')).toBeTruthy();
  });

  it('places the order and goes to the cashier', async () => {
    let body: unknown;
    server.use(
      http.post('/api/mallapp/order/create', async ({ request }) => {
        body = await request.json();
        return ok({ orderNo: '2026112200000012345678' });
      }),
    );
    renderDetail();
    await openSheet();
    fireEvent.click(screen.getByTestId('buy-quantity-plus'));
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByText('cashier page');
    expect(body).toEqual({ businessType: 4, itemId: 7, quantity: 2 });
  });

  it('shows a refusal in the server’s words with the way forward', async () => {
    server.use(
      http.post('/api/mallapp/order/create', () =>
        HttpResponse.json({ code: ErrorCode.NOT_REAL_NAME, msg: 'Not real-name verified', data: null }),
      ),
    );
    renderDetail();
    await openSheet();
    fireEvent.click(screen.getByTestId('buy-submit'));
    const refusal = await screen.findByTestId('buy-refusal');
    expect(refusal.textContent).toContain('Not real-name verified');
    fireEvent.click(screen.getByTestId('buy-go-verify'));
    await screen.findByText('verify page');
  });

  it('keeps a refusal when the coupon row arrives after it, and drops it when the buyer picks a coupon', async () => {
    server.use(
      http.post('/api/mallapp/order/create', () =>
        HttpResponse.json({ code: ErrorCode.NOT_REAL_NAME, msg: 'Not real-name verified', data: null }),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/pages/detail/collection?id=7']}>
          <CouponDetail />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await openSheet();
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByTestId('buy-refusal');
    // The row loads late and reports "no coupon": the refusal of this same order stays.
    fireEvent.click(screen.getByText('report none'));
    expect(screen.getByTestId('buy-refusal').textContent).toContain('Not real-name verified');
    // The buyer chooses a coupon: a different order now, so the old refusal goes.
    fireEvent.click(screen.getByText('choose coupon'));
    await waitFor(() => expect(screen.queryByTestId('buy-refusal')).toBeNull());
    expect(screen.getByTestId('buy-total').getAttribute('data-payable')).toBe('8900');
  });

  it('on 7020072 leads to the unpaid order the refusal names, whatever drop it is of (decision 071)', async () => {
    let listed = 0;
    server.use(
      http.post('/api/mallapp/order/create', () =>
        HttpResponse.json({
          code: ErrorCode.ORDER_EXISTS,
          msg: 'You already have an unpaid order',
          data: { orderNo: '2026112200000099990001' },
        }),
      ),
      http.get('/api/mallapp/order/list', () => {
        listed += 1;
        return ok({ items: [], nextCursor: null });
      }),
    );
    renderDetail();
    await openSheet();
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect((await screen.findByTestId('buy-refusal')).textContent).toContain('You already have an unpaid order');
    fireEvent.click(screen.getByTestId('buy-go-unpaid'));
    await screen.findByText('order page 2026112200000099990001');
    // The refusal said which: no guessing from the list.
    expect(listed).toBe(0);
  });

  it('tells the page when the stock changed under the buyer', async () => {
    server.use(
      http.post('/api/mallapp/order/create', () => HttpResponse.json({ code: ErrorCode.SOLD_OUT, msg: 'Sold out', data: null })),
    );
    let stale = 0;
    renderDetail(() => (stale += 1));
    await openSheet();
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByTestId('buy-refusal');
    await waitFor(() => expect(stale).toBe(1));
    // A drop's stock may come back (an unpaid order closing): the buyer may try again.
    expect(screen.getByTestId('buy-submit')).toHaveProperty('disabled', false);
  });

  it('inside the chat app it still places the order (only paying there shows the warning)', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40',
      configurable: true,
    });
    let body: unknown;
    server.use(
      http.post('/api/mallapp/order/create', async ({ request }) => {
        body = await request.json();
        return ok({ orderNo: '2026112200000012345678' });
      }),
    );
    renderDetail();
    await openSheet();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByText('cashier page');
    expect(body).toEqual({ businessType: 4, itemId: 7, quantity: 1 });
  });

  it('orders a resale listing as business type 7, one item, showing its serial', async () => {
    let body: unknown;
    server.use(
      http.post('/api/mallapp/order/create', async ({ request }) => {
        body = await request.json();
        return ok({ orderNo: '2026112200000012345679' });
      }),
    );
    renderDetail(undefined, {
      ...target,
      kind: 'listing',
      id: 41,
      remaining: 1,
      perUserLimit: 1,
      mine: { taken: 0, allowance: 1, unpaidOrderNo: null },
      serial: '#17/1000',
    });
    await openSheet();
    expect(screen.getByTestId('buy-serial').textContent).toBe('#17/1000');
    expect(screen.queryByTestId('buy-quantity-plus')).toBeNull();
    expect(screen.getByText('Resale item')).toBeTruthy();
    fireEvent.click(screen.getByTestId('buy-submit'));
    await screen.findByText('cashier page');
    expect(body).toEqual({ businessType: 7, itemId: 41, quantity: 1 });
  });

  it('a listing sold or taken off meanwhile (7020064) is reported as sold out and the page is told to look again', async () => {
    server.use(
      http.post('/api/mallapp/order/create', () => HttpResponse.json({ code: ErrorCode.SOLD_OUT, msg: 'Sold out', data: null })),
    );
    let stale = 0;
    renderDetail(() => (stale += 1), { ...target, kind: 'listing', id: 41, remaining: 1, perUserLimit: 1, serial: '#3/10' });
    await openSheet();
    fireEvent.click(screen.getByTestId('buy-submit'));
    const refusal = await screen.findByTestId('buy-refusal');
    expect(refusal.getAttribute('data-code')).toBe(String(ErrorCode.SOLD_OUT));
    expect(refusal.textContent).toBe('Sold out');
    // No way forward to offer (no verify, chain or unpaid button) and no second try: the one item is gone;
    // the page looks again and shows the state.
    expect(refusal.querySelector('button')).toBeNull();
    expect(screen.getByTestId('buy-submit')).toHaveProperty('disabled', true);
    await waitFor(() => expect(stale).toBe(1));
  });

  it('counts what the buyer already ordered (paid or not) against the limit', async () => {
    renderDetail(undefined, { ...target, remaining: 30, mine: { taken: 4, allowance: 1, unpaidOrderNo: null } });
    await openSheet();
    expect(screen.getByText('Up to 5 per person · 4 ordered · 30 left')).toBeTruthy();
    expect(screen.getByTestId('buy-quantity-plus')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('buy-submit')).toHaveProperty('disabled', false);
  });

  it('while an unpaid order of the drop waits, sends the buyer to pay it instead of ordering again', async () => {
    const orderNo = '20261122000000123456789012';
    renderDetail(undefined, { ...target, mine: { taken: 2, allowance: 0, unpaidOrderNo: orderNo } });
    await openSheet();
    expect(screen.getByTestId('buy-held').textContent).toContain('You have an unpaid order for this');
    expect(screen.getByTestId('buy-submit')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('buy-pay-unpaid'));
    await screen.findByText('cashier page');
  });

  it('at the limit, says so and does not order', async () => {
    renderDetail(undefined, { ...target, mine: { taken: 5, allowance: 0, unpaidOrderNo: null } });
    await openSheet();
    expect(screen.getByTestId('buy-held').textContent).toContain('You have bought the most one person may: 5');
    expect(screen.getByTestId('buy-submit')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('buy-pay-unpaid')).toBeNull();
  });
});
