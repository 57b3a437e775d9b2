// The sale's writes carry their invalidations (decision 017): what each answer changes is out of date
// when the mutation resolves, whatever page called it. Requests go through the request client to msw.
import { ErrorCode } from '@curio/contract/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query/query-client';
import { useCancelOrderMutation } from './cancel-order';
import { useOpenBoxMutation } from './open-box';
import { usePlaceOrderMutation } from './place-order';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

// Cached answers the writes may make stale: orders, holdings, boxes, and another feature's drop.
const KEYS = {
  orderList: ['orders', 'list', 'all', 'en'],
  order: ['orders', 'detail', 'O1', 'en'],
  groups: ['holdings', 'groups', 'en'],
  unopened: ['boxes', 'unopened', 'en'],
  drop: ['collection', 7, 'en'],
} as const;
const stale = () =>
  Object.fromEntries(Object.entries(KEYS).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]));

beforeEach(() => {
  queryClient = createQueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, {});
});

describe('the sale mutations', () => {
  it('cancelling an order makes everything cached out of date (its stock is back on the drop)', async () => {
    server.use(http.post('/api/mallapp/order/cancel', () => ok({ orderNo: 'O1' })));
    const { result } = renderHook(() => useCancelOrderMutation(), { wrapper });
    await act(() => result.current.mutateAsync('O1'));
    expect(stale()).toEqual({ orderList: true, order: true, groups: true, unopened: true, drop: true });
  });

  it('a refused cancel (paid or ended meanwhile) does too', async () => {
    server.use(
      http.post('/api/mallapp/order/cancel', () =>
        HttpResponse.json({ code: ErrorCode.ORDER_EXCEPTION, msg: 'Paid already', data: null }),
      ),
    );
    const { result } = renderHook(() => useCancelOrderMutation(), { wrapper });
    await act(() => result.current.mutateAsync('O1').catch(() => undefined));
    expect(stale()).toEqual({ orderList: true, order: true, groups: true, unopened: true, drop: true });
  });

  it('opening a box makes the boxes and holdings out of date, nothing else', async () => {
    server.use(http.post('/api/mallapp/box/open', () => ok({ boxId: 3 })));
    const { result } = renderHook(() => useOpenBoxMutation(), { wrapper });
    await act(() => result.current.mutateAsync(3));
    expect(stale()).toEqual({ orderList: false, order: false, groups: true, unopened: true, drop: false });
  });

  it('placing an order makes the order lists out of date; the drop is the page’s (onStale)', async () => {
    server.use(http.post('/api/mallapp/order/create', () => ok({ orderNo: 'O2' })));
    const { result } = renderHook(() => usePlaceOrderMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ businessType: 4, itemId: 7, quantity: 1 }));
    expect(stale()).toEqual({ orderList: true, order: false, groups: false, unopened: false, drop: false });
  });
});
