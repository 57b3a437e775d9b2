import type { CallData, Calls } from '@curio/contract/client';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { configureRequest, request, resetRequestEnvironment, type CallOptions } from './index';

// request() is typed by the contract at both ends. The `@ts-expect-error` lines below are the proof:
// `tsc -p apps/web` compiles this file and fails if one of them stops being an error (a mistyped call
// that compiles) — and the calls that must compile do. At run time the correct calls go out as typed.

const server = setupServer();
const ok = <T>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureRequest({ getToken: () => 'tok_types', getLanguage: () => 'en' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  resetRequestEnvironment();
});

type Order = CallData<Calls['getOrder']>;

/** Mistyped calls: never run, only compiled. Each line must stay a compile error. */
function mistypedCalls() {
  return [
    // A field name the contract does not know (placeOrder's body has `itemId`).
    // @ts-expect-error `item` is not a field of placeOrder's body
    () => request('placeOrder', { body: { businessType: 4, item: 7, quantity: 1 } }),
    // A field of the wrong type.
    // @ts-expect-error cancelOrder's orderNo is a string
    () => request('cancelOrder', { body: { orderNo: 42 } }),
    // @ts-expect-error businessType is 3 or 4
    () => request('placeOrder', { body: { businessType: 5, itemId: 7, quantity: 1 } }),
    // @ts-expect-error `lost` is not an order status
    () => request('listOrders', { query: { status: 'lost' } }),
    // A required field left out.
    // @ts-expect-error placeOrder's body needs a quantity
    () => request('placeOrder', { body: { businessType: 4, itemId: 7 } }),
    // @ts-expect-error search needs a keyword
    () => request('search', { query: {} }),
    // A required input left out altogether.
    // @ts-expect-error placeOrder needs its body
    () => request('placeOrder'),
    // @ts-expect-error getOrder needs its path parameter
    () => request('getOrder', { showErrorMessage: false }),
    // A part the call does not take.
    // @ts-expect-error getPayment takes no body
    () => request('getPayment', { params: { paymentNo: 'P1' }, body: { paymentNo: 'P1' } }),
    // A query field in a body (createPayment's method belongs in the body).
    // @ts-expect-error createPayment takes no query
    () => request('createPayment', { query: { orderNo: 'A1' }, body: { orderNo: 'A1', method: 0 } }),
  ];
}

describe('request() typed by the contract', () => {
  it('refuses mistyped calls at compile time (the @ts-expect-error lines above)', () => {
    expect(mistypedCalls()).toHaveLength(10);
    expectTypeOf<CallOptions<'placeOrder'>['body']>().toEqualTypeOf<{
      businessType: 3 | 4 | 7;
      itemId: string | number;
      quantity: string | number;
      couponId?: string | number | undefined;
    }>();
    expectTypeOf<CallOptions<'cancelOrder'>['body']>().toEqualTypeOf<{ orderNo: string }>();
    expectTypeOf<CallOptions<'getOrder'>['params']>().toEqualTypeOf<{ orderNo: string }>();
    // A call without input takes none: only the flags.
    expectTypeOf<CallOptions<'themeMobile'>['body']>().toEqualTypeOf<undefined>();
    expectTypeOf(request<'getOrder'>).returns.resolves.toEqualTypeOf<Order>();
  });

  it('sends a correct call as typed and answers its data', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/mallapp/order/create', async ({ request: req }) => {
        sent = await req.json();
        return ok({ orderNo: 'A1' });
      }),
    );
    const order = await request('placeOrder', { body: { businessType: 4, itemId: 7, quantity: 2 } });
    expectTypeOf(order).toEqualTypeOf<CallData<Calls['placeOrder']>>();
    expect(sent).toEqual({ businessType: 4, itemId: 7, quantity: 2 });
    expect(order.orderNo).toBe('A1');
  });

  it('fills the path and the query from typed params and query (null leaves a query field out)', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/mallapp/order/detail/:orderNo', ({ request: req }) => {
        seen.push(req.url);
        return ok({ orderNo: 'A1' });
      }),
      http.get('/api/mallapp/order/list', ({ request: req }) => {
        seen.push(req.url);
        return ok({ items: [], nextCursor: null });
      }),
    );
    await request('getOrder', { params: { orderNo: 'A1' } });
    await request('listOrders', { query: { status: 'paid', cursor: null } });
    expect(seen).toEqual([
      'http://localhost:3000/api/mallapp/order/detail/A1',
      'http://localhost:3000/api/mallapp/order/list?status=paid',
    ]);
  });

  it('a call without its required path parameter also fails at run time', async () => {
    // The type error above (getOrder without params) matches what the client does when forced.
    const forced = request as (op: string, options?: object) => Promise<unknown>;
    await expect(forced('getOrder', { showErrorMessage: false })).rejects.toThrow('Missing path parameter "orderNo"');
  });
});
