import { cancelOrder, createPayment, placeOrder } from '@curio/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createCollection } from '../sale-helpers';
import { checkSaleInvariants, saleBaseline } from '../support/invariants';
import { callAt, startTestCluster, waitFor, type ClusterUnderTest } from './cluster-helpers';
import { seededRandom } from '../support/rng';
import { soldOf } from '../support/stock';

// Issue 29: `kill -9` of one of three processes in the middle of a rush and of payment notices. Nothing
// is lost or sold twice, the other processes carry on, and the restarted process picks up the jobs.

type Ack = { orderNo: string; ack: 'placed' | 'paid' | 'payLate' | 'cancelled' };

let c: ClusterUnderTest;
beforeAll(async () => {
  c = await startTestCluster(3);
});
afterAll(async () => {
  await c?.close();
});

describe('a process killed with SIGKILL in the middle of a rush', () => {
  it('loses and duplicates nothing; the others carry on; the restarted one picks up the jobs', async () => {
    const baseline = await saleBaseline(c.t.db.kysely);
    const collA = await createCollection(c.t, 'demo', { supply: 60, limit: 4, price: 1250 });
    const collB = await createCollection(c.t, 'demo', { supply: 16, limit: 2, price: 500 });
    const drops = [collA, collB];
    const buyers = await Promise.all(Array.from({ length: 40 }, () => createBuyer(c.t, 'demo')));
    const base = c.cluster.url;

    // The kill: process 1 (it also sends the chain jobs) once the rush has had KILL_AFTER successful
    // answers, KILL_AFTER_PAID of them payments, with requests still in flight.
    const KILL_AFTER = 50;
    const KILL_AFTER_PAID = 8;
    let successes = 0;
    let paidAcks = 0;
    let killedAt = -1;
    let successesAfterKill = 0;
    let lost = 0; // requests the proxy could not complete (502: sent to the process that died)
    let killed: Promise<void> | null = null;
    const succeeded = (payment = false) => {
      successes += 1;
      if (payment) paidAcks += 1;
      if (killedAt >= 0) successesAfterKill += 1;
      else if (successes >= KILL_AFTER && paidAcks >= KILL_AFTER_PAID) {
        killedAt = successes;
        killed = c.cluster.kill(0, 'SIGKILL');
      }
    };
    const acknowledged: Ack[] = [];

    const api = async <T>(def: Parameters<typeof callAt>[1], token: string, payload: unknown) => {
      try {
        const a = await callAt<T>(base, def, { token, body: payload });
        if (a.code === 0) succeeded();
        return a;
      } catch {
        lost += 1; // the proxy's 502 (not JSON): the answer died with the process
        return null;
      }
    };
    const cashier = async (cashierUrl: string, action: 'pay' | 'payLate') => {
      const page = await fetch(`${base}${cashierUrl}`);
      await page.arrayBuffer();
      const ref = /cashier\/(SBX[0-9A-F]+)/.exec(cashierUrl)![1]!;
      const res = await fetch(`${base}/api/pay-sandbox/cashier/${ref}?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}&method=1`,
        redirect: 'manual',
      });
      await res.arrayBuffer();
      if (res.status === 502) lost += 1;
      if (res.status === 303) succeeded(action === 'pay');
      return res.status === 303;
    };

    const buyerRun = async (b: { token: string }, index: number) => {
      const random = seededRandom(2000 + index);
      for (let round = 0; round < 5; round++) {
        const drop = drops[Math.floor(random() * drops.length)]!;
        const placed = await api<{ orderNo: string }>(placeOrder, b.token, {
          businessType: 4,
          itemId: drop,
          quantity: 1 + Math.floor(random() * 2),
        });
        if (!placed || placed.code !== 0) continue;
        const order: Ack = { orderNo: placed.data.orderNo, ack: 'placed' };
        acknowledged.push(order);
        const what = random();
        if (what < 0.6 || what >= 0.85) {
          const payment = await api<{ cashierUrl: string }>(createPayment, b.token, { orderNo: order.orderNo, method: 1 });
          if (!payment || payment.code !== 0) continue;
          const late = what >= 0.85;
          if (await cashier(payment.data.cashierUrl, late ? 'payLate' : 'pay')) order.ack = late ? 'payLate' : 'paid';
        } else if (what < 0.72) {
          const cancelled = await api(cancelOrder, b.token, { orderNo: order.orderNo });
          if (cancelled?.code === 0) order.ack = 'cancelled';
        } // else: left unpaid, to be closed at its deadline.
      }
    };
    await Promise.all(buyers.map((b, i) => buyerRun(b, i)));

    expect(killedAt, `the rush ended before the kill (${successes} successes, ${paidAcks} payments)`).toBeGreaterThan(0);
    await killed;
    // The others carried on: the rush went on through the proxy after the kill, and only requests that
    // were in flight to the dead process were lost (each buyer has at most one in flight).
    expect(successesAfterKill).toBeGreaterThan(10);
    expect(lost).toBeLessThanOrEqual(buyers.length);

    // What the processes said before and after the kill is kept.
    const statusOf = async (orderNo: string) =>
      (await c.t.db.kysely.selectFrom('orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow())
        .status;
    for (const a of acknowledged) {
      if (a.ack === 'paid') expect(await statusOf(a.orderNo), a.orderNo).toBe('paid');
      if (a.ack === 'cancelled') expect(await statusOf(a.orderNo), a.orderNo).toBe('cancelled');
    }

    // The chain jobs wait for their sender (process 1, dead): the mints of everything paid since the kill.
    const waiting = await c.t.db.kysely.selectFrom('chain_jobs').select('id').where('status', '!=', 'confirmed').execute();
    expect(waiting.length).toBeGreaterThan(0);
    // The restart (same WORKER_ID: it takes back the chain jobs it held when it died, at once).
    await c.cluster.restart(0);
    // Time passes for the rush's leftovers: every unpaid order's deadline, and the sandbox's late notices.
    // (In that order: a late notice comes a second after the deadline, when the order is closed.)
    await sql`update orders set expires_at = ${Date.now() - 1} where status = 'pending_payment'`.execute(c.t.db.kysely);
    await waitFor('the jobs to close the unpaid orders', async () => {
      const open = await c.t.db.kysely.selectFrom('orders').select('id').where('status', '=', 'pending_payment').execute();
      return open.length === 0;
    });
    await sql`update pay_sandbox_payments set deliver_after = ${Date.now() - 1} where state = 'paid_late'`.execute(c.t.db.kysely);

    // The processes' jobs finish the work: no reservation outlives its time, every late payment is
    // refunded, every paid unit is minted (by the restarted process, the chain's sender).
    await waitFor('the jobs to close, refund and mint', async () => {
      const open = await c.t.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'pending_payment')
        .where('item_id', 'in', drops)
        .execute();
      const late = await c.t.db.kysely
        .selectFrom('pay_sandbox_payments')
        .select('ref')
        .where('state', '=', 'paid_late')
        .execute();
      const refunds = await c.t.db.kysely.selectFrom('refunds').select('id').where('status', '!=', 'done').execute();
      const chain = await c.t.db.kysely.selectFrom('chain_jobs').select('id').where('status', '!=', 'confirmed').execute();
      return open.length + late.length + refunds.length + chain.length === 0;
    });
    expect(await checkSaleInvariants(c.t.db.kysely, baseline)).toEqual([]);

    for (const a of acknowledged.filter((x) => x.ack === 'payLate')) expect(await statusOf(a.orderNo), a.orderNo).toBe('closed');
    const paid = await c.t.db.kysely
      .selectFrom('orders')
      .select(['id', 'item_id', 'quantity'])
      .where('status', '=', 'paid')
      .where('item_id', 'in', drops)
      .execute();
    expect(paid.length).toBeGreaterThan(0);
    for (const id of drops) {
      expect(await soldOf(c.t.db.kysely, 'collections', id), `collection ${id}`).toBe(
        paid.filter((p) => p.item_id === id).reduce((n, p) => n + p.quantity, 0),
      );
    }
    // Every paid unit is one collectible with one mint, confirmed once.
    const nfts = await c.t.db.kysely
      .selectFrom('card_nfts')
      .select(['token_id', 'order_id'])
      .where(
        'order_id',
        'in',
        paid.map((p) => p.id),
      )
      .execute();
    expect(nfts).toHaveLength(paid.reduce((n, p) => n + p.quantity, 0));
    const mints = await c.t.db.kysely
      .selectFrom('chain_jobs')
      .select(['token_id', 'status', 'tx_hash'])
      .where('kind', '=', 'mint')
      .where(
        'token_id',
        'in',
        nfts.map((n) => n.token_id),
      )
      .execute();
    expect(mints).toHaveLength(nfts.length);
    expect(new Set(mints.map((m) => m.tx_hash)).size).toBe(nfts.length);
    console.info(
      `cluster crash: process 1 killed after ${killedAt} successes (${paidAcks} payments); ${successesAfterKill} successes after it, ` +
        `${lost} requests lost in flight; ${acknowledged.length} orders acknowledged, ${paid.length} paid, ${nfts.length} minted ` +
        `(${waiting.length} chain jobs waited for the restart)`,
    );
  });
});
