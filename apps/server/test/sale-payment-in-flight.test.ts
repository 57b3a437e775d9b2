import { createPayment, ErrorCode, type Payment } from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessNumbers } from '../src/business-no';
import { PAYMENT_ATTEMPT_LEASE_MS } from '../src/modules/payment/payment.service';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { checkWalletInvariants } from './support/wallet-invariants';
import { checkWalletPaymentInvariants } from './support/wallet-pay-invariants';
import { body, call, createTestApp, DB_KIND, startAnotherApp, type TestApp } from './helpers';
import { cashierAction, createCollection, order } from './sale-helpers';
import { balanceOf, buyerWithWallet, payFromWallet, requestId, WALLET_PASSWORD } from './wallet-pay-helpers';

// One payment of an order in flight (issue 31 item 9, PRODUCT.md §8, decision 060): a second attempt while one
// runs is refused (5000049) before any money moves — for the wallet and the cashier's channels alike, across
// server processes (the slot is a database row) — and an attempt that failed or died does not block for good.

let t: TestApp;
let baseline: SaleBaseline;

beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});

afterAll(async () => {
  await t.close();
});

afterEach(async () => {
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
  expect(await checkWalletPaymentInvariants(t.db.kysely)).toEqual([]);
  expect(await checkWalletInvariants(t.db.kysely)).toEqual([]);
});

const orderRow = (orderNo: string) =>
  t.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const paymentsOf = async (orderNo: string) =>
  t.db.kysely
    .selectFrom('payments')
    .select(['payment_no', 'channel_type', 'progress', 'succeeded_at'])
    .where('order_id', '=', (await orderRow(orderNo)).id)
    .orderBy('id')
    .execute();
const ledgerOf = async (orderNo: string) =>
  t.db.kysely
    .selectFrom('ledger_entries')
    .select(['kind', 'amount'])
    .where('order_id', '=', (await orderRow(orderNo)).id)
    .orderBy('id')
    .execute();
/** The wallet provider's own books: every debit ('pay' movement) of a wallet, whatever its state. */
const debitsOf = (accountRef: string) =>
  t.db.kysely
    .selectFrom('wallet_sandbox_movements')
    .select(['request_id', 'amount', 'state'])
    .where('account_ref', '=', accountRef)
    .where('kind', '=', 'pay')
    .execute();
const sandboxState = async (paymentNo: string) =>
  (
    await t.db.kysely
      .selectFrom('pay_sandbox_payments')
      .select('state')
      .where('payment_no', '=', paymentNo)
      .executeTakeFirstOrThrow()
  ).state;
const cashier = async (app: TestApp['app'], buyer: { token: string }, orderNo: string, method = 1) =>
  body<Payment>(await call(app, createPayment, { token: buyer.token, body: { orderNo, method } }));
const tenantOf = async (orderNo: string) => (await t.app.tenant.tenants.byId((await orderRow(orderNo)).tenant_id))!;
/** The same test database seen through another app (another server process). */
const through = (app: TestApp['app']): TestApp => ({ ...t, app });

async function unpaidOrder(fen: number, price = 700) {
  const buyer = await buyerWithWallet(t, fen);
  const placed = await order(t, buyer, await createCollection(t, 'demo', { supply: 5, price }));
  expect(placed.code, placed.msg).toBe(0);
  return { buyer, orderNo: placed.data.orderNo, price };
}

describe(`one payment of an order in flight (${DB_KIND})`, { timeout: 120_000 }, () => {
  it('six wallet payments of one unpaid order at once (six request ids, as two devices send them) → one debit; the other five refused before any money moves', async () => {
    const { buyer, orderNo, price } = await unpaidOrder(10_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => payFromWallet(t, buyer, orderNo)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    // The others: another payment in flight, or — asked after it had paid — the order no longer payable.
    for (const a of answers.filter((x) => x.code !== 0))
      expect([ErrorCode.PAYMENT_IN_PROGRESS, ErrorCode.ORDER_EXCEPTION], a.msg).toContain(a.code);
    expect(answers.some((a) => a.code === ErrorCode.PAYMENT_IN_PROGRESS)).toBe(true);
    expect((await orderRow(orderNo)).status).toBe('paid');
    // One debit at the wallet provider, one payment, one ledger row; a refused attempt wrote nothing at all.
    expect(await debitsOf(buyer.accountRef)).toEqual([{ request_id: expect.any(String), amount: -price, state: 'success' }]);
    expect(await paymentsOf(orderNo)).toHaveLength(1);
    expect(await ledgerOf(orderNo)).toEqual([{ kind: 'payment', amount: price }]);
    // Nothing owed back later either: the jobs find nothing to refund.
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
    expect(await balanceOf(t, buyer)).toBe(10_000 - price);
    expect(
      await t.db.kysely
        .selectFrom('refunds')
        .select('id')
        .where('order_id', '=', (await orderRow(orderNo)).id)
        .execute(),
    ).toEqual([]);
  });

  it("a payment number another process drew for its own order in flight: this attempt draws a new one before its provider hears of it, the cashier's and the wallet's alike", async () => {
    const other = await startAnotherApp(t, { clock: t.clock });
    const real = businessNumbers.next;
    try {
      // Another process opens a cashier payment of one order: its number is its provider's and its claim's.
      const first = await unpaidOrder(10_000);
      const held = await cashier(other.app, first.buyer, first.orderNo);
      expect(held.code, held.msg).toBe(0);
      const taken = held.data.paymentNo;
      const second = await unpaidOrder(10_000);
      const third = await unpaidOrder(10_000);
      // Here, in the same millisecond, the next number drawn is that one (one chance in a billion per pair).
      let handed = 0;
      businessNumbers.next = (now, prefix) => {
        handed += 1;
        return handed === 1 ? taken : real(now, prefix);
      };
      const paid = await cashier(t.app, second.buyer, second.orderNo);
      expect(paid.code, paid.msg).toBe(0);
      expect(handed).toBe(2);
      expect(paid.data.paymentNo).not.toBe(taken);
      handed = 0;
      const debited = await payFromWallet(t, third.buyer, third.orderNo);
      expect(debited.code, debited.msg).toBe(0);
      expect(handed).toBe(2);
      expect(debited.data.paymentNo).not.toBe(taken);
      expect((await orderRow(third.orderNo)).status).toBe('paid');
      // The clashing number reached one provider once, for the first order; each order has its one payment.
      const atProvider = await t.db.kysely
        .selectFrom('pay_sandbox_payments')
        .select('payment_no')
        .where('payment_no', '=', taken)
        .execute();
      expect(atProvider).toHaveLength(1);
      expect((await paymentsOf(first.orderNo)).map((p) => p.payment_no)).toEqual([taken]);
      expect((await paymentsOf(second.orderNo)).map((p) => p.payment_no)).toEqual([paid.data.paymentNo]);
      expect((await paymentsOf(third.orderNo)).map((p) => p.payment_no)).toEqual([debited.data.paymentNo]);
      // Both cashier payments wait at the provider for their buyers, each under its own number.
      expect([await sandboxState(taken), await sandboxState(paid.data.paymentNo)]).toEqual(['open', 'open']);
    } finally {
      businessNumbers.next = real;
      await other.close();
    }
  });

  it('holds across server processes: the slot is in the database, so an attempt in one process refuses one in another', async () => {
    const other = await startAnotherApp(t, { clock: t.clock });
    try {
      const { buyer, orderNo, price } = await unpaidOrder(10_000);
      // A payment under way in the other process (its wallet payment opened, its debit not yet answered) ...
      const start = await other.app.payment.payments.openWalletPayment(
        await tenantOf(orderNo),
        buyer.userId,
        orderNo,
        requestId(),
      );
      // ... refuses this process's wallet payment and its cashier, which write nothing.
      expect((await payFromWallet(t, buyer, orderNo)).code).toBe(ErrorCode.PAYMENT_IN_PROGRESS);
      expect((await cashier(t.app, buyer, orderNo)).code).toBe(ErrorCode.PAYMENT_IN_PROGRESS);
      expect(await paymentsOf(orderNo)).toHaveLength(1);
      // The other process finishes: one debit, the order paid; here the order is no longer payable.
      const event = await other.app.payment.payments.debitWallet(start, WALLET_PASSWORD);
      expect(await other.app.flows.takePaymentNotice.takeFor(start.payment, event)).toBe('paid');
      await other.app.payment.payments.release(start.payment);
      expect((await payFromWallet(t, buyer, orderNo)).code).toBe(ErrorCode.ORDER_EXCEPTION);
      expect(await debitsOf(buyer.accountRef)).toHaveLength(1);
      expect(await balanceOf(t, buyer)).toBe(10_000 - price);

      if (DB_KIND === 'pg') {
        // Several processes serve one PostgreSQL (decision 052): six taps spread over both at the same moment.
        const rush = await unpaidOrder(10_000);
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) => payFromWallet(i % 2 === 0 ? t : through(other.app), rush.buyer, rush.orderNo)),
        );
        expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
        for (const a of answers.filter((x) => x.code !== 0))
          expect([ErrorCode.PAYMENT_IN_PROGRESS, ErrorCode.ORDER_EXCEPTION], a.msg).toContain(a.code);
        expect(await debitsOf(rush.buyer.accountRef)).toHaveLength(1);
        expect(await balanceOf(t, rush.buyer)).toBe(10_000 - rush.price);
      }
    } finally {
      await other.close();
    }
  });

  it('an attempt that failed frees the order at once: a wrong password, a balance too low, then the cashier pays', async () => {
    const { buyer, orderNo, price } = await unpaidOrder(500, 700);
    expect((await payFromWallet(t, buyer, orderNo, { password: '000000' })).code).toBe(ErrorCode.WALLET_PASSWORD_WRONG);
    expect((await payFromWallet(t, buyer, orderNo)).code).toBe(ErrorCode.WALLET_BALANCE_INSUFFICIENT);
    // Neither refused attempt holds the order: the cashier opens at once and pays.
    const c = await cashier(t.app, buyer, orderNo);
    expect(c.code, c.msg).toBe(0);
    expect(await balanceOf(t, buyer)).toBe(500);
    expect((await cashierAction(t.app, c.data.cashierUrl, 'pay', 1)).status).toBe(303);
    expect((await orderRow(orderNo)).status).toBe('paid');
    expect(await ledgerOf(orderNo)).toEqual([{ kind: 'payment', amount: price }]);
    expect(await debitsOf(buyer.accountRef)).toEqual([]);
  });

  it('a cashier payment left open is closed at its provider before the wallet pays: its page takes no money any more', async () => {
    const { buyer, orderNo, price } = await unpaidOrder(10_000);
    const left = await cashier(t.app, buyer, orderNo);
    expect(left.code, left.msg).toBe(0);
    const paid = await payFromWallet(t, buyer, orderNo);
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data.orderStatus).toBe('paid');
    // The cashier payment was closed at the sandbox first and ended TIMEOUT (its page says so when polled).
    expect(await sandboxState(left.data.paymentNo)).toBe('closed');
    expect((await paymentsOf(orderNo)).map((p) => [p.channel_type, p.progress])).toEqual([
      [2013, 5],
      [2022, 7],
    ]);
    // Paying in the old page now takes nothing.
    await cashierAction(t.app, left.data.cashierUrl, 'pay', 1);
    expect(await sandboxState(left.data.paymentNo)).toBe('closed');
    expect(await ledgerOf(orderNo)).toEqual([{ kind: 'payment', amount: price }]);
    expect(await balanceOf(t, buyer)).toBe(10_000 - price);
  });

  it('six cashier attempts at once: at any moment one payment its provider can take; paying in every page that opened takes the money once', async () => {
    const { buyer, orderNo, price } = await unpaidOrder(0);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => cashier(t.app, buyer, orderNo, i % 2)));
    const opened = answers.filter((a) => a.code === 0);
    expect(opened.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.code, a.msg).toBe(ErrorCode.PAYMENT_IN_PROGRESS);
    // Of the payments opened, every one but the last is closed at the sandbox and ended.
    const states = await Promise.all(opened.map((a) => sandboxState(a.data.paymentNo)));
    expect(states.filter((s) => s === 'open')).toHaveLength(1);
    expect(states.filter((s) => s !== 'open').every((s) => s === 'closed')).toBe(true);
    expect((await paymentsOf(orderNo)).filter((p) => p.progress < 5)).toHaveLength(1);
    // The buyer presses Pay in every page: the money is taken once.
    for (const a of opened) await cashierAction(t.app, a.data.cashierUrl, 'pay', 1);
    expect((await orderRow(orderNo)).status).toBe('paid');
    expect(await ledgerOf(orderNo)).toEqual([{ kind: 'payment', amount: price }]);
    await t.app.jobs.runOnce();
    expect(
      await t.db.kysely
        .selectFrom('refunds')
        .select('id')
        .where('order_id', '=', (await orderRow(orderNo)).id)
        .execute(),
    ).toEqual([]);
  });

  it('money a cashier payment has taken while its notice waits keeps it in flight: the wallet is refused and moves nothing', async () => {
    const { buyer, orderNo } = await unpaidOrder(10_000);
    const late = await cashier(t.app, buyer, orderNo);
    // The sandbox takes the money and holds its notice (a late payment): it cannot be closed any more.
    await cashierAction(t.app, late.data.cashierUrl, 'payLate', 1);
    expect((await payFromWallet(t, buyer, orderNo)).code).toBe(ErrorCode.PAYMENT_IN_PROGRESS);
    expect((await cashier(t.app, buyer, orderNo)).code).toBe(ErrorCode.PAYMENT_IN_PROGRESS);
    expect(await debitsOf(buyer.accountRef)).toEqual([]);
    expect(await balanceOf(t, buyer)).toBe(10_000);
    // Its notice lands after the deadline: the order closes and the money goes back, as before (decision 012).
    t.clock.advance(301_000);
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
    expect((await orderRow(orderNo)).status).toBe('closed');
    expect(await sandboxState(late.data.paymentNo)).toBe('refunded');
  });

  it('a cashier payment paid whose notice was lost: the next attempt asks the provider, the order is paid by it, the newcomer refused (5000021)', async () => {
    const { buyer, orderNo, price } = await unpaidOrder(10_000);
    const first = await cashier(t.app, buyer, orderNo);
    // A process takes the money in its cashier and dies before its paid notice lands.
    const dying = await startAnotherApp(t, { clock: t.clock });
    dying.app.payment.sandbox!.deliverTo(async (notice) => {
      if ((JSON.parse(notice.body) as { kind: string }).kind === 'paid') throw new Error('the process was killed');
      await dying.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: notice.headers, payload: notice.body });
    });
    await cashierAction(dying.app, first.data.cashierUrl, 'pay', 1);
    await dying.close();
    expect((await orderRow(orderNo)).status).toBe('pending_payment');
    // The buyer, seeing nothing paid, pays from the wallet: the cashier payment is asked about first.
    expect((await payFromWallet(t, buyer, orderNo)).code).toBe(ErrorCode.ORDER_EXCEPTION);
    expect((await orderRow(orderNo)).status).toBe('paid');
    expect(await ledgerOf(orderNo)).toEqual([{ kind: 'payment', amount: price }]);
    expect(await debitsOf(buyer.accountRef)).toEqual([]);
    expect(await balanceOf(t, buyer)).toBe(10_000);
  });

  it('an attempt whose process died holds the order only for the lease: then the wallet is asked — a debit found pays the order, none lets the next attempt pay', async () => {
    const { payments } = t.app.payment;
    // Died after its debit, before the order's transition.
    const a = await unpaidOrder(10_000);
    const started = await payments.openWalletPayment(await tenantOf(a.orderNo), a.buyer.userId, a.orderNo, requestId());
    await payments.debitWallet(started, WALLET_PASSWORD);
    expect((await payFromWallet(t, a.buyer, a.orderNo)).code).toBe(ErrorCode.PAYMENT_IN_PROGRESS);
    t.clock.advance(PAYMENT_ATTEMPT_LEASE_MS);
    expect((await payFromWallet(t, a.buyer, a.orderNo)).code).toBe(ErrorCode.ORDER_EXCEPTION);
    expect((await orderRow(a.orderNo)).status).toBe('paid');
    expect(await debitsOf(a.buyer.accountRef)).toHaveLength(1);
    expect(await balanceOf(t, a.buyer)).toBe(10_000 - a.price);

    // Died before its debit: after the lease the next attempt pays; the dead one is asked once more and given up.
    const b = await unpaidOrder(10_000);
    await payments.openWalletPayment(await tenantOf(b.orderNo), b.buyer.userId, b.orderNo, requestId());
    expect((await cashier(t.app, b.buyer, b.orderNo)).code).toBe(ErrorCode.PAYMENT_IN_PROGRESS);
    t.clock.advance(PAYMENT_ATTEMPT_LEASE_MS);
    const paid = await payFromWallet(t, b.buyer, b.orderNo);
    expect(paid.code, paid.msg).toBe(0);
    expect(await debitsOf(b.buyer.accountRef)).toHaveLength(1);
    t.clock.advance(11 * 60_000);
    await t.app.jobs.runOnce();
    expect((await paymentsOf(b.orderNo)).map((p) => [p.channel_type, p.progress])).toEqual([
      [2022, 5],
      [2022, 7],
    ]);
    expect(await balanceOf(t, b.buyer)).toBe(10_000 - b.price);
  });
});
