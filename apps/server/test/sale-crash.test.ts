import { randomBytes } from 'node:crypto';
import type { Address } from '@curio/chain';
import { cancelOrder, createPayment, openBox, placeOrder, type CallDefinition } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { checkSaleInvariants, saleBaseline } from './support/invariants';
import { body, call, createTestApp, DB_KIND, signedHeaders, startAnotherApp, type TestApp } from './helpers';
import { cashierAction, createBlindBox, createBuyer, createCollection } from './sale-helpers';
import { seededRandom } from './support/rng';
import { soldOf } from './support/stock';

/** A server process like the real one (jobs and chain worker on) on the test's database and data folder. */
const startSaleServer = (t: TestApp, masterKey: string) =>
  startServerProcess(t, 'sale-server-process', masterKey, { CHAIN_WORKER: '1' });

type Acknowledged = {
  orderNo: string;
  buyer: number;
  drop: number;
  quantity: number;
  /** What the server confirmed happened to the order before the kill. */
  ack: 'placed' | 'paid' | 'payLate' | 'cancelled';
};

describe(`primary sale across a killed server (${DB_KIND})`, () => {
  it(
    'the server killed with SIGKILL mid-rush and restarted → invariants hold and no reservation outlives its time limit',
    { timeout: 120_000 },
    async () => {
      const masterKey = randomBytes(32).toString('hex');
      const t = await createTestApp({ MASTER_KEY: masterKey });
      let server: ServerProcess | undefined;
      try {
        const baseline = await saleBaseline(t.db.kysely);
        // Three drops: two collections and a blind box; the small ones sell out during the rush.
        const collA = await createCollection(t, 'demo', { supply: 60, limit: 4, price: 1250 });
        const collB = await createCollection(t, 'demo', { supply: 16, limit: 2, price: 500 });
        const box = await createBlindBox(t, 'demo', [5, 5, 4], { limit: 2, price: 1990 });
        await t.app.flows.openBox.commitSeeds();
        const drops = [
          { id: collA, businessType: 4 as const },
          { id: collB, businessType: 4 as const },
          { id: box.boxId, businessType: 3 as const },
        ];
        const buyers = [];
        for (let i = 0; i < 30; i++) buyers.push(await createBuyer(t, 'demo'));

        server = await startSaleServer(t, masterKey);
        const base = `http://127.0.0.1:${server.port}`;

        // The rush: every buyer at once, each placing orders and paying, cancelling or leaving them,
        // through real HTTP requests signed like the web app's. The server is killed once it has given
        // KILL_AFTER successful answers, KILL_AFTER_PAID of them payments, with the others still in flight.
        const KILL_AFTER = 60;
        const KILL_AFTER_PAID = 8;
        let successes = 0;
        let paidAcks = 0;
        let inFlight = 0;
        let inFlightAtKill = -1;
        let cutOff = 0;
        const acknowledged: Acknowledged[] = [];
        const codes = new Map<number, number>();
        const kill = () => {
          if (inFlightAtKill >= 0) return;
          inFlightAtKill = inFlight;
          server!.child.kill('SIGKILL');
        };
        const succeeded = (payment = false) => {
          successes += 1;
          if (payment) paidAcks += 1;
          if (successes >= KILL_AFTER && paidAcks >= KILL_AFTER_PAID) kill();
        };
        class Dead extends Error {}
        const request = async (url: string, init: RequestInit): Promise<Response> => {
          if (inFlightAtKill >= 0) throw new Dead();
          inFlight += 1;
          try {
            return await fetch(url, { ...init, redirect: 'manual' });
          } catch {
            cutOff += 1;
            throw new Dead();
          } finally {
            inFlight -= 1;
          }
        };
        const callServer = async <T>(def: CallDefinition, token: string, payload: unknown) => {
          const headers = await signedHeaders({ token, tokenInSignature: def.tokenInSignature });
          const res = await request(`${base}/api${def.path}`, {
            method: def.method,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          });
          let answer: { code: number; data: T };
          try {
            answer = (await res.json()) as { code: number; data: T };
          } catch {
            cutOff += 1;
            throw new Dead();
          }
          codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
          if (answer.code === 0) succeeded();
          return answer;
        };
        const cashier = async (cashierUrl: string, action: 'pay' | 'payLate') => {
          const page = await request(`${base}${cashierUrl}`, { method: 'GET' });
          await page.text();
          const ref = /cashier\/(SBX[0-9A-F]+)/.exec(cashierUrl)![1]!;
          const res = await request(`${base}/api/pay-sandbox/cashier/${ref}?lang=en`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: `action=${action}&method=1`,
          });
          await res.text();
          if (res.status === 303) succeeded(action === 'pay');
          return res.status === 303;
        };

        const buyerRun = async (b: { token: string }, index: number) => {
          const random = seededRandom(1000 + index);
          for (let round = 0; round < 4; round++) {
            const drop = drops[Math.floor(random() * drops.length)]!;
            const quantity = 1 + Math.floor(random() * 2);
            const placed = await callServer<{ orderNo: string }>(placeOrder, b.token, {
              businessType: drop.businessType,
              itemId: drop.id,
              quantity,
            });
            if (placed.code !== 0) continue;
            const order: Acknowledged = { orderNo: placed.data.orderNo, buyer: index, drop: drop.id, quantity, ack: 'placed' };
            acknowledged.push(order);
            const what = random();
            if (what < 0.55 || what >= 0.85) {
              const payment = await callServer<{ cashierUrl: string }>(createPayment, b.token, {
                orderNo: order.orderNo,
                method: 1,
              });
              if (payment.code !== 0) continue;
              const late = what >= 0.85;
              if (await cashier(payment.data.cashierUrl, late ? 'payLate' : 'pay')) order.ack = late ? 'payLate' : 'paid';
            } else if (what < 0.7) {
              const cancelled = await callServer(cancelOrder, b.token, { orderNo: order.orderNo });
              if (cancelled.code === 0) order.ack = 'cancelled';
            } // else: left unpaid, to be closed at its deadline.
          }
        };
        const runs = await Promise.allSettled(buyers.map((b, i) => buyerRun(b, i)));
        for (const r of runs) if (r.status === 'rejected' && !(r.reason instanceof Dead)) throw r.reason;
        expect(
          inFlightAtKill,
          `the rush ended before the kill: ${successes} successes (${paidAcks} payments), codes ${JSON.stringify([...codes])}`,
        ).toBeGreaterThan(0);
        const how = await server.exited;
        expect(how).toBe('SIGKILL');
        server = undefined;
        // Only the sale's own answers: any other code is named with its count when it shows up.
        const expected = [0, 7020064, 7020065, 7020072, 7020074];
        expect(
          [...codes].filter(([c]) => !expected.includes(c)),
          `codes ${JSON.stringify([...codes])}`,
        ).toEqual([]);

        // What the server said before it died is kept.
        const rowOf = async (orderNo: string) =>
          t.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
        for (const a of acknowledged) {
          const row = await rowOf(a.orderNo);
          if (a.ack === 'paid') expect(row.status, a.orderNo).toBe('paid');
          if (a.ack === 'cancelled') expect(row.status, a.orderNo).toBe('cancelled');
          if (a.ack === 'placed' || a.ack === 'payLate') expect(['pending_payment', 'paid', 'cancelled']).toContain(row.status);
        }

        // The restart: a new server on the same database and chain journal. Time moves past every
        // order's deadline (300 s), the sandbox's late notices (+1 s) and the dead process's chain
        // leases (120 s); then the sale's jobs and the chain worker run as they would in the background.
        const restarted = await startAnotherApp(t);
        try {
          restarted.clock.advance(421_000);
          await restarted.app.jobs.runOnce();
          await restarted.app.jobs.runOnce();
          const now = restarted.clock();

          // No reservation outlives its time limit.
          const overdue = await t.db.kysely
            .selectFrom('orders')
            .select(['order_no', 'expires_at'])
            .where('status', '=', 'pending_payment')
            .where('expires_at', '<=', now)
            .execute();
          expect(overdue).toEqual([]);
          const held = await t.db.kysely
            .selectFrom('purchase_quotas')
            .select(['user_id', 'item_id', 'unpaid_order_id'])
            .where('unpaid_order_id', 'is not', null)
            .execute();
          expect(held).toEqual([]);
          for (const a of acknowledged) {
            const row = await rowOf(a.orderNo);
            if (a.ack === 'placed') expect(['paid', 'cancelled', 'closed']).toContain(row.status);
            // A late payment lands after the close: the order stays closed and the money goes back.
            if (a.ack === 'payLate') expect(row.status, a.orderNo).toBe('closed');
          }

          // Sold = paid, for every drop of the rush; the rest is back on sale.
          const paid = await t.db.kysely
            .selectFrom('orders')
            .select(['item_id', 'item_kind', 'quantity', 'id', 'user_id'])
            .where('status', '=', 'paid')
            .where('item_id', 'in', [collA, collB, box.boxId])
            .execute();
          const paidUnits = (kind: 'collection' | 'blindBox', id: number) =>
            paid.filter((p) => p.item_kind === kind && p.item_id === id).reduce((n, p) => n + p.quantity, 0);
          for (const [table, kind, id] of [
            ['collections', 'collection', collA],
            ['collections', 'collection', collB],
            ['blind_boxes', 'blindBox', box.boxId],
          ] as const) {
            expect(await soldOf(t.db.kysely, table, id), `${kind} ${id}`).toBe(paidUnits(kind, id));
          }
          expect(paid.length).toBeGreaterThan(0);

          // Every late payment was refunded; money the sandbox gave back was a refund the platform owed.
          const lateRefunds = await t.db.kysely
            .selectFrom('refunds')
            .innerJoin('orders', 'orders.id', 'refunds.order_id')
            .select(['orders.order_no', 'refunds.status'])
            .execute();
          for (const a of acknowledged.filter((x) => x.ack === 'payLate'))
            expect(lateRefunds.find((r) => r.order_no === a.orderNo)?.status, a.orderNo).toBe('done');
          const sandbox = await t.db.kysely
            .selectFrom('pay_sandbox_payments')
            .innerJoin('payments', 'payments.payment_no', 'pay_sandbox_payments.payment_no')
            .innerJoin('orders', 'orders.id', 'payments.order_id')
            .select(['pay_sandbox_payments.state', 'payments.progress', 'orders.status', 'orders.order_no'])
            .execute();
          for (const s of sandbox) {
            if (s.state === 'refunded') expect(['closed', 'cancelled'], s.order_no).toContain(s.status);
            expect(s.state, s.order_no).not.toBe('paid_late');
          }
          // Money the sandbox took whose paid notice died with the server: see the test below.
          const stranded = sandbox.filter((s) => s.state === 'paid' && s.status !== 'paid').length;
          console.info(
            `sale crash (${DB_KIND}): killed after ${successes} successes (${paidAcks} payments) with ${inFlightAtKill} requests in flight, ` +
              `${cutOff} cut off; ${acknowledged.length} orders acknowledged, ${paid.length} paid; ` +
              `${stranded} sandbox payments took money whose paid notice never landed`,
          );

          // The restarted server opens a box that was paid before the kill.
          const boxOwner = paid.find((p) => p.item_kind === 'blindBox');
          if (boxOwner) {
            const holding = await t.db.kysely
              .selectFrom('box_holdings')
              .select('id')
              .where('order_id', '=', boxOwner.id)
              .executeTakeFirstOrThrow();
            const token = buyers.find((b) => b.userId === boxOwner.user_id)!.token;
            const opened = body(await call(restarted.app, openBox, { token, body: { boxId: holding.id } }));
            expect(opened.code).toBe(0);
          }

          // Every paid unit is minted once, to its buyer.
          for (let pass = 0; pass < 10; pass++) {
            await restarted.app.chain.worker.runOnce();
            const open = await t.db.kysely.selectFrom('chain_jobs').select('id').where('status', '!=', 'confirmed').execute();
            if (open.length === 0) break;
            restarted.clock.advance(600_000); // past any retry's backoff
          }
          const jobs = await t.db.kysely.selectFrom('chain_jobs').selectAll().where('kind', '=', 'mint').execute();
          expect(jobs.filter((j) => j.status !== 'confirmed')).toEqual([]);
          const nfts = await t.db.kysely
            .selectFrom('card_nfts')
            .select(['token_id', 'user_id', 'tenant_id', 'order_id', 'box_id'])
            .execute();
          const collectionUnits = paid.filter((p) => p.item_kind === 'collection').reduce((n, p) => n + p.quantity, 0);
          expect(nfts.filter((n) => n.box_id === null)).toHaveLength(collectionUnits);
          expect(jobs).toHaveLength(nfts.length);
          const contract = (await restarted.app.chain.outbox.contractOf(nfts[0]!.tenant_id))!.address as Address;
          const chain = await restarted.app.chain.adapter();
          for (const n of nfts) {
            const history = await chain.tokenHistory(contract, BigInt(n.token_id));
            expect(
              history.map((e) => e.kind),
              n.token_id,
            ).toEqual(['mint']);
            const owner = await restarted.app.identity.chainAccounts.addressOn(n.tenant_id, n.user_id, 'curio-evm');
            expect(await chain.ownerOf(contract, BigInt(n.token_id))).toBe(owner);
          }

          expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
        } finally {
          await restarted.close();
        }
      } finally {
        if (server) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
        await t.close();
      }
    },
  );

  it('the server dies after the sandbox took the money but before the paid notice landed → after the restart the order is paid or the money given back', async () => {
    const t = await createTestApp();
    try {
      const baseline = await saleBaseline(t.db.kysely);
      const buyer = await createBuyer(t, 'demo');
      const id = await createCollection(t, 'demo', { supply: 5, price: 1250 });
      const placed = body<{ orderNo: string }>(
        await call(t.app, placeOrder, { token: buyer.token, body: { businessType: 4, itemId: id, quantity: 1 } }),
      );
      expect(placed.code).toBe(0);
      const payment = body<{ cashierUrl: string; paymentNo: string }>(
        await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
      );
      expect(payment.code).toBe(0);

      // The process that dies: its cashier takes the money (the sandbox's books say paid), and the
      // process is gone before its paid notice reaches the platform: what SIGKILL does in the rush above.
      const dying = await startAnotherApp(t, { clock: t.clock });
      dying.app.payment.sandbox!.deliverTo(async (notice) => {
        if ((JSON.parse(notice.body) as { kind: string }).kind === 'paid') throw new Error('the process was killed');
        await dying.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: notice.headers, payload: notice.body });
      });
      const { ref, status } = await cashierAction(dying.app, payment.data.cashierUrl, 'pay');
      expect(status).toBe(500);
      await dying.close();
      const taken = await t.db.kysely
        .selectFrom('pay_sandbox_payments')
        .selectAll()
        .where('ref', '=', ref)
        .executeTakeFirstOrThrow();
      expect(taken.state).toBe('paid');

      // The restarted server (t) runs its jobs past the order's deadline, as long as it takes.
      for (let pass = 0; pass < 5; pass++) {
        t.clock.advance(pass === 0 ? 301_000 : 3_600_000);
        await t.app.jobs.runOnce();
      }
      const order = await t.db.kysely
        .selectFrom('orders')
        .select('status')
        .where('order_no', '=', placed.data.orderNo)
        .executeTakeFirstOrThrow();
      const sandbox = await t.db.kysely
        .selectFrom('pay_sandbox_payments')
        .selectAll()
        .where('ref', '=', ref)
        .executeTakeFirstOrThrow();
      // Either the platform learns of the payment (the provider sends the notice again, or the platform
      // asks the provider before closing) and the order is paid, or the money goes back.
      expect(['paid/paid', 'closed/refunded']).toContain(`${order.status}/${sandbox.state}`);
      expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
