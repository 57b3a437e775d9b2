import { createPayment, ErrorCode, getOrder, listMyCollectibles } from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RefundOrder } from '../src/flows/index';
import { AppError } from '../src/errors';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { checkWalletInvariants } from './support/wallet-invariants';
import { checkWalletPaymentInvariants } from './support/wallet-pay-invariants';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { cashierAction, createBlindBox, createBuyer, createCollection, order } from './sale-helpers';
import { balanceOf, buyerWithWallet, payFromWallet } from './wallet-pay-helpers';
import { soldOf } from './support/stock';

// The console's refund of a paid order (issue 17, decision 039), through the flow itself: the console call
// that runs it (role, tenant, audit) is tested in console-ops.test.ts.

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
  await t.app.flows.payProceeds.settled();
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
  expect(await checkWalletPaymentInvariants(t.db.kysely)).toEqual([]);
  expect(await checkWalletInvariants(t.db.kysely)).toEqual([]);
});

const OPERATOR = { operatorId: 7, reason: 'The buyer asked: bought by mistake' };
const tenant = async (code = 'demo') => (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, code)))!;
const orderRow = (orderNo: string) =>
  t.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 0;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};

/** A buyer's paid order of a new collection, paid in the sandbox cashier. */
async function paidOrder(o: { quantity?: number; price?: number; holdHours?: number } = {}) {
  const buyer = await createBuyer(t, 'demo');
  const id = await createCollection(t, 'demo', { supply: 20, price: o.price ?? 1_500, limit: 5, holdHours: o.holdHours });
  const placed = await order(t, buyer, id, { quantity: o.quantity ?? 2 });
  expect(placed.code, placed.msg).toBe(0);
  const payment = body<{ cashierUrl: string; paymentNo: string }>(
    await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
  );
  expect((await cashierAction(t.app, payment.data.cashierUrl, 'pay', 1)).status).toBe(303);
  expect((await orderRow(placed.data.orderNo)).status).toBe('paid');
  return { buyer, collectionId: id, orderNo: placed.data.orderNo, paymentNo: payment.data.paymentNo };
}

describe(`refunding a paid order (${DB_KIND})`, () => {
  it('money back through the provider, the items burned, the order refunded, the quota given back, the stock not', async () => {
    const { buyer, collectionId, orderNo, paymentNo } = await paidOrder({ quantity: 2, price: 1_500 });
    await t.app.chain.worker.runOnce(); // the mints land first
    const soldBefore = await soldOf(t.db.kysely, 'collections', collectionId);

    const result = await t.app.flows.refundOrder.refund(await tenant(), orderNo, OPERATOR);
    expect(result).toMatchObject({ orderNo, status: 'refunded', amount: 3_000, boxesTakenBack: 0, refund: 'done' });
    expect(result.burned).toHaveLength(2);

    const o = await orderRow(orderNo);
    expect(o.status).toBe('refunded');
    expect(o.ended_at).not.toBeNull();
    // The money: the sandbox gave it back, the ledger shows it going out once.
    const ref = (
      await t.db.kysely
        .selectFrom('payments')
        .select('provider_ref')
        .where('payment_no', '=', paymentNo)
        .executeTakeFirstOrThrow()
    ).provider_ref!;
    const sandbox = await t.db.kysely
      .selectFrom('pay_sandbox_payments')
      .selectAll()
      .where('ref', '=', ref)
      .executeTakeFirstOrThrow();
    expect(sandbox).toMatchObject({ state: 'refunded', refunded: 3_000 });
    const ledger = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['kind', 'amount'])
      .where('order_id', '=', o.id)
      .orderBy('id')
      .execute();
    expect(ledger.map((l) => [l.kind, Number(l.amount)])).toEqual([
      ['payment', 3_000],
      ['refund', -3_000],
    ]);
    const refunds = await t.app.payment.payments.refundsOf(o.tenant_id, o.id);
    expect(refunds).toEqual([expect.objectContaining({ status: 'done', amount: 3_000, reason: OPERATOR.reason, operatorId: 7 })]);
    // The items: consumed, gone from the buyer's list, a burn each in the outbox — and then on chain.
    const items = await t.db.kysely.selectFrom('card_nfts').selectAll().where('order_id', '=', o.id).execute();
    expect(items.map((i) => i.status)).toEqual(['consumed', 'consumed']);
    const mine = body<{ items: unknown[] }>(await call(t.app, listMyCollectibles, { token: buyer.token }));
    expect(mine.data.items).toEqual([]);
    await t.app.chain.worker.runOnce();
    for (const i of items) {
      const facts = await t.app.chain.outbox.tokenFacts(o.tenant_id, BigInt(i.token_id));
      expect(facts?.status).toBe('burned');
    }
    // The buyer's order view says refunded, with the refund.
    const seen = body<{ status: string; refund: { amount: number } | null }>(
      await call(t.app, getOrder, { token: buyer.token, params: { orderNo } }),
    );
    expect(seen.data).toMatchObject({ status: 'refunded', refund: { amount: 3_000 } });
    // Serials are never reused: the stock stays taken; the buyer's limit counts the units no more.
    const soldAfter = await soldOf(t.db.kysely, 'collections', collectionId);
    expect(soldAfter).toBe(soldBefore);
    const quota = await t.app.order.orders.quota({
      tenantId: o.tenant_id,
      userId: buyer.userId,
      kind: 'collection',
      itemId: collectionId,
    });
    expect(quota?.taken).toBe(0);
  });

  it('twice → once: a second refund is refused (5000151); two at the same moment: one refunds, one is refused', async () => {
    const first = await paidOrder({ quantity: 1 });
    expect((await t.app.flows.refundOrder.refund(await tenant(), first.orderNo, OPERATOR)).status).toBe('refunded');
    expect(await codeOf(t.app.flows.refundOrder.refund(await tenant(), first.orderNo, OPERATOR))).toBe(
      ErrorCode.ORDER_ALREADY_REFUNDED,
    );

    const second = await paidOrder({ quantity: 1 });
    const both = await Promise.all([
      codeOf(t.app.flows.refundOrder.refund(await tenant(), second.orderNo, OPERATOR)),
      codeOf(t.app.flows.refundOrder.refund(await tenant(), second.orderNo, { operatorId: 8, reason: 'again' })),
    ]);
    expect(both.sort()).toEqual([0, ErrorCode.ORDER_ALREADY_REFUNDED]);
    const o = await orderRow(second.orderNo);
    expect(await t.db.kysely.selectFrom('refunds').selectAll().where('order_id', '=', o.id).execute()).toHaveLength(1);
    const ledger = await t.db.kysely
      .selectFrom('ledger_entries')
      .select('kind')
      .where('order_id', '=', o.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(ledger).toHaveLength(1);
  });

  it('only a paid order: an unpaid one is refused (5000150) and nothing changes; an unknown one is not found', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 5, price: 500 });
    const placed = await order(t, buyer, id);
    expect(await codeOf(t.app.flows.refundOrder.refund(await tenant(), placed.data.orderNo, OPERATOR))).toBe(
      ErrorCode.ORDER_NOT_REFUNDABLE,
    );
    expect((await orderRow(placed.data.orderNo)).status).toBe('pending_payment');
    expect(await codeOf(t.app.flows.refundOrder.refund(await tenant(), 'NO-SUCH-ORDER', OPERATOR))).toBe(ErrorCode.NOT_FOUND);
    // Another tenant's order is not found on this one.
    const paid = await paidOrder({ quantity: 1 });
    expect(await codeOf(t.app.flows.refundOrder.refund(await tenant('aurora'), paid.orderNo, OPERATOR))).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await orderRow(paid.orderNo)).status).toBe('paid');
    // A resale order (business type 7, issue 16) paid its seller: not this flow's to take back.
    await t.db.kysely.updateTable('orders').set({ business_type: 7 }).where('order_no', '=', paid.orderNo).execute();
    expect(await codeOf(t.app.flows.refundOrder.refund(await tenant(), paid.orderNo, OPERATOR))).toBe(
      ErrorCode.ORDER_NOT_REFUNDABLE,
    );
    await t.db.kysely.updateTable('orders').set({ business_type: 4 }).where('order_no', '=', paid.orderNo).execute();
  });

  it('an item that moved on refuses the whole refund (5000152): nothing burned, nothing owed, the order still paid', async () => {
    const { orderNo } = await paidOrder({ quantity: 2 });
    const o = await orderRow(orderNo);
    const [one] = await t.db.kysely.selectFrom('card_nfts').select('id').where('order_id', '=', o.id).orderBy('serial').execute();
    // The buyer pledged one of them (any status but held: frozen by a gift, on consignment, consumed).
    await t.db.kysely.updateTable('card_nfts').set({ status: 'pledged' }).where('id', '=', one!.id).execute();
    expect(await codeOf(t.app.flows.refundOrder.refund(await tenant(), orderNo, OPERATOR))).toBe(ErrorCode.ORDER_ITEMS_MOVED);
    expect((await orderRow(orderNo)).status).toBe('paid');
    const items = await t.db.kysely
      .selectFrom('card_nfts')
      .select('status')
      .where('order_id', '=', o.id)
      .orderBy('serial')
      .execute();
    expect(items.map((i) => i.status)).toEqual(['pledged', 'held']);
    expect(await t.db.kysely.selectFrom('refunds').selectAll().where('order_id', '=', o.id).execute()).toEqual([]);
    expect(
      await t.db.kysely
        .selectFrom('chain_jobs')
        .selectAll()
        .where('kind', '=', 'burn')
        .where('token_id', 'in', [
          ...(await t.db.kysely.selectFrom('card_nfts').select('token_id').where('order_id', '=', o.id).execute()).map(
            (r) => r.token_id,
          ),
        ])
        .execute(),
    ).toEqual([]);
    await t.db.kysely.updateTable('card_nfts').set({ status: 'held' }).where('id', '=', one!.id).execute();
  });

  it('a crash in the middle of the refund leaves all or nothing: nothing changed, and a retry refunds once', async () => {
    const { orderNo } = await paidOrder({ quantity: 2 });
    const o = await orderRow(orderNo);
    const app = t.app;
    let burns = 0;
    const crashing = new RefundOrder({
      db: t.db.kysely,
      orders: app.order.orders,
      collectibles: app.collectible.collectibles,
      payments: app.payment.payments,
      chain: {
        notify: () => app.chain.outbox.notify(),
        enqueueBurn: async (trx, tn, intent) => {
          burns += 1;
          if (burns === 2) throw new Error('the process died between two burns');
          return app.chain.outbox.enqueueBurn(trx, tn, intent);
        },
      },
      addressOf: (tenantId, userId, channel) => app.identity.chainAccounts.addressOn(tenantId, userId, channel),
      clock: t.clock,
      log: app.log,
    });
    await expect(crashing.refund(await tenant(), orderNo, OPERATOR)).rejects.toThrow('the process died');
    expect((await orderRow(orderNo)).status).toBe('paid');
    const items = await t.db.kysely.selectFrom('card_nfts').select(['status', 'token_id']).where('order_id', '=', o.id).execute();
    expect(items.map((i) => i.status)).toEqual(['held', 'held']);
    const tokens = items.map((i) => i.token_id);
    expect(
      await t.db.kysely.selectFrom('chain_jobs').selectAll().where('kind', '=', 'burn').where('token_id', 'in', tokens).execute(),
    ).toEqual([]);
    expect(await t.db.kysely.selectFrom('refunds').selectAll().where('order_id', '=', o.id).execute()).toEqual([]);
    await t.app.flows.payProceeds.settled();
    expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
    // The operator tries again: refunded once.
    expect((await t.app.flows.refundOrder.refund(await tenant(), orderNo, OPERATOR)).burned).toHaveLength(2);
  });

  it('a wallet payment is refunded into the same wallet', async () => {
    const buyer = await buyerWithWallet(t, 10_000);
    const id = await createCollection(t, 'demo', { supply: 5, price: 2_400 });
    const placed = await order(t, buyer, id);
    const paid = await payFromWallet(t, buyer, placed.data.orderNo);
    expect(paid.code, paid.msg).toBe(0);
    expect(await balanceOf(t, buyer)).toBe(7_600);
    const r = await t.app.flows.refundOrder.refund(await tenant(), placed.data.orderNo, OPERATOR);
    expect(r).toMatchObject({ status: 'refunded', amount: 2_400, refund: 'done' });
    expect(await balanceOf(t, buyer)).toBe(10_000);
  });

  it('a blind box order: its unopened boxes are taken back; once one is opened, the refund is refused', async () => {
    const { boxId } = await createBlindBox(t, 'demo', [3, 3], { price: 900 });
    const buyBoxes = async (quantity: number) => {
      const buyer = await createBuyer(t, 'demo');
      const placed = await order(t, buyer, boxId, { quantity, businessType: 3 });
      expect(placed.code, placed.msg).toBe(0);
      const payment = body<{ cashierUrl: string }>(
        await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
      );
      await cashierAction(t.app, payment.data.cashierUrl, 'pay', 1);
      return { buyer, orderNo: placed.data.orderNo };
    };
    const unopened = await buyBoxes(2);
    const r = await t.app.flows.refundOrder.refund(await tenant(), unopened.orderNo, OPERATOR);
    expect(r).toMatchObject({ status: 'refunded', boxesTakenBack: 2, burned: [] });

    const opened = await buyBoxes(1);
    const o = await orderRow(opened.orderNo);
    const box = await t.db.kysely.selectFrom('box_holdings').select('id').where('order_id', '=', o.id).executeTakeFirstOrThrow();
    await t.app.flows.openBox.open(await tenant(), opened.buyer.userId, box.id, 'en');
    expect(await codeOf(t.app.flows.refundOrder.refund(await tenant(), opened.orderNo, OPERATOR))).toBe(
      ErrorCode.ORDER_ITEMS_MOVED,
    );
    expect((await orderRow(opened.orderNo)).status).toBe('paid');
  });
});
