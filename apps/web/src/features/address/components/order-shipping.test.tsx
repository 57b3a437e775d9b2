import type { CallData, Calls } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query/query-client';
import { addressTexts } from '../texts';
import { OrderShipping } from './order-shipping';

const asked = vi.hoisted(() => ({ answer: true, count: 0 }));
vi.mock('../../../components/shell/confirm', () => ({
  confirm: () => {
    asked.count += 1;
    return Promise.resolve(asked.answer);
  },
}));
vi.mock('../../../components/shell/feedback', () => ({ toast: () => undefined }));

type Order = CallData<Calls['getOrder']>;

const server = setupServer();
let bodies: unknown[] = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('en');
  await addressTexts.load('en');
}, 30_000);
afterEach(() => {
  server.resetHandlers();
  bodies = [];
  asked.count = 0;
});
afterAll(() => server.close());

const now = Date.now();
const order = (over: Partial<Order> = {}): Order =>
  ({
    orderNo: 'A2026112600001',
    status: 'shipping',
    businessType: 5,
    item: { kind: 'activity', id: 3, name: 'Poster', coverUrl: '' },
    quantity: 1,
    unitPrice: 0,
    totalAmount: 0,
    createdAt: now - 60_000,
    paidAt: now - 60_000,
    expiresAt: now,
    endedAt: null,
    payMethod: null,
    serials: [],
    totalSupply: 0,
    refund: null,
    coupon: null,
    address: { receiver: 'Li Lei', phoneMasked: '137****0009', fullAddress: '广东省深圳市南山区科技园一路1号' },
    shipping: {
      carrier: 'SF Express',
      trackingNo: 'SF1234567890',
      shippedAt: now - 1000,
      completedAt: null,
      autoCompleteAt: now + 10 * 86_400_000,
    },
    serverTime: now,
    ...over,
  }) as Order;

async function show(o: Order) {
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense>
          <OrderShipping order={o} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

describe("an order's delivery", () => {
  it('shows the address, the carrier and tracking number and the automatic completion; confirming receipt asks first', async () => {
    server.use(
      http.post('/api/mallapp/order/receipt', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 0, msg: 'success', data: order({ status: 'completed' }) });
      }),
    );
    await show(order());
    expect(screen.getByTestId('order-address-full').textContent).toBe('广东省深圳市南山区科技园一路1号');
    expect(screen.getByTestId('order-tracking-no').textContent).toBe('SF1234567890');
    expect(screen.getByTestId('order-carrier').textContent).toContain('SF Express');
    expect(screen.getByTestId('order-auto-complete').textContent).toMatch(/^Completes automatically on /);
    expect(screen.getByRole('button', { name: 'Copy the tracking number' })).toBeTruthy();

    asked.answer = false;
    fireEvent.click(screen.getByTestId('order-confirm-receipt'));
    await waitFor(() => expect(asked.count).toBe(1));
    expect(bodies).toEqual([]);

    asked.answer = true;
    fireEvent.click(screen.getByTestId('order-confirm-receipt'));
    await waitFor(() => expect(bodies).toEqual([{ orderNo: 'A2026112600001' }]));
  });

  it('paid and not shipped: awaiting shipment, no receipt to confirm', async () => {
    await show(
      order({
        status: 'paid',
        shipping: { carrier: null, trackingNo: null, shippedAt: null, completedAt: null, autoCompleteAt: null },
      }),
    );
    expect(screen.getByTestId('order-awaiting-shipment')).toBeTruthy();
    expect(screen.queryByTestId('order-confirm-receipt')).toBeNull();
  });

  it('completed: the date received, nothing to confirm', async () => {
    await show(order({ status: 'completed', shipping: { ...order().shipping!, completedAt: now } }));
    expect(screen.getByTestId('order-completed-at')).toBeTruthy();
    expect(screen.queryByTestId('order-confirm-receipt')).toBeNull();
    expect(screen.queryByTestId('order-auto-complete')).toBeNull();
  });

  it('is not shown for an order without an address or shipping', async () => {
    await show(order({ businessType: 4, address: null, shipping: null, status: 'paid' }));
    expect(screen.queryByTestId('order-shipping')).toBeNull();
  });
});
