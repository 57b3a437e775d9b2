import {
  cancelOrder,
  createPayment,
  getCollection,
  getMyCollectible,
  getNftTarget,
  getOrder,
  getPayment,
  listMyBoxes,
  listMyCollectibles,
  listOrders,
  listPayMethods,
  openBox,
  placeOrder,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick, seedHash, ticketOf } from '../src/modules/collectible/index';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { body, call, createUserWithSession, DB_KIND, type TestApp, createTestApp } from './helpers';
import { createBlindBox, createBuyer, createCollection, deliver, order, sandboxNotice } from './sale-helpers';
import { createHash } from 'node:crypto';
import { soldOf } from './support/stock';

let t: TestApp;
let baseline: SaleBaseline;

beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t.close();
});

const invariants = () => checkSaleInvariants(t.db.kysely, baseline);

async function pay(buyer: { token: string }, orderNo: string, method = 0) {
  const res = body<{ paymentNo: string; cashierUrl: string; progress: number }>(
    await call(t.app, createPayment, { token: buyer.token, body: { orderNo, method } }),
  );
  expect(res.code).toBe(0);
  return res.data;
}

/** What the tester does in the sandbox cashier: open it, then an action. */
async function inCashier(cashierUrl: string, action: 'pay' | 'decline' | 'timeout' | 'payLate', method = 1) {
  const page = await t.app.inject({ method: 'GET', url: cashierUrl });
  expect(page.statusCode).toBe(200);
  const ref = /cashier\/(SBX[0-9A-F]+)/.exec(cashierUrl)![1]!;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pay-sandbox/cashier/${ref}?lang=en`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}&method=${method}`,
  });
  expect(res.statusCode).toBe(303);
  return ref;
}

describe(`primary sale: buying a collection (${DB_KIND})`, () => {
  it('order, pay in the sandbox cashier, serials at payment, the collectible at once, its chain facts after minting', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 100, price: 1250, limit: 5 });
    const placed = await order(t, buyer, id, { quantity: 2 });
    expect(placed.code).toBe(0);
    expect(placed.data).toMatchObject({ status: 'pending_payment', totalAmount: 2500, serials: [] });
    expect(placed.data.expiresAt - t.clock()).toBeGreaterThan(290_000);

    const methods = body<{ methods: { method: number; name: string }[] }>(
      await call(t.app, listPayMethods, { token: buyer.token, lang: 'en' }),
    );
    expect(methods.data.methods.map((m) => m.method)).toEqual([0, 1, 3]); // the wallet (6) only with an open wallet

    const payment = await pay(buyer, placed.data.orderNo, 1);
    expect(payment.progress).toBe(1); // WAIT
    await inCashier(payment.cashierUrl, 'pay', 1);
    const after = body<{ progress: number; orderStatus: string }>(
      await call(t.app, getPayment, { token: buyer.token, params: { paymentNo: payment.paymentNo } }),
    );
    expect(after.data).toMatchObject({ progress: 7, orderStatus: 'paid' }); // SUCCESS
    const paid = body<{ status: string; serials: number[]; payMethod: number }>(
      await call(t.app, getOrder, { token: buyer.token, params: { orderNo: placed.data.orderNo } }),
    );
    expect(paid.data).toMatchObject({ status: 'paid', serials: [1, 2], payMethod: 1 });

    const mine = body<{ items: { collection: { id: number }; count: number; minting: number }[] }>(
      await call(t.app, listMyCollectibles, { token: buyer.token }),
    );
    expect(mine.data.items).toEqual([
      expect.objectContaining({ collection: expect.objectContaining({ id }), count: 2, minting: 2 }),
    ]);
    const nft = await t.db.kysely
      .selectFrom('card_nfts')
      .selectAll()
      .where('collection_id', '=', id)
      .orderBy('serial')
      .executeTakeFirstOrThrow();
    const before = body<{ status: string; hashAddress: string | null }>(
      await call(t.app, getNftTarget, { token: buyer.token, params: { cardNftId: String(nft.id) } }),
    );
    expect(before.data).toMatchObject({ status: 'minting', hashAddress: null });

    await t.app.chain.worker.runOnce();
    const target = body<{
      status: string;
      hashAddress: string;
      contractAddress: string;
      tokenId: string;
      certifiedAt: number;
      ownerAddress: string;
    }>(await call(t.app, getNftTarget, { token: buyer.token, params: { cardNftId: String(nft.id) } }));
    expect(target.data).toMatchObject({
      status: 'minted',
      hashAddress: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      contractAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      tokenId: ((BigInt(id) << 32n) | 1n).toString(),
    });
    // The collection's "info on chain" names the same contract.
    const collection = body<{ onChain: { contractAddress: string; chainName: string; standard: string } }>(
      await call(t.app, getCollection, { token: buyer.token, params: { id: String(id) } }),
    );
    expect(collection.data.onChain).toEqual({
      standard: 'ERC-721',
      chainName: 'Curio Chain (EVM)',
      contractAddress: target.data.contractAddress,
    });
    const address = await t.app.identity.chainAccounts.addressOn(nft.tenant_id, buyer.userId, 'curio-evm');
    expect(target.data.ownerAddress).toBe(address);
    const detail = body<{
      serial: number;
      status: string;
      txRecords: { kind: string; status: string }[];
      chain: { hashAddress: string };
    }>(await call(t.app, getMyCollectible, { token: buyer.token, params: { cardNftId: String(nft.id) } }));
    expect(detail.data).toMatchObject({ serial: 1, status: 'held', chain: { hashAddress: target.data.hashAddress } });
    expect(detail.data.txRecords).toEqual([expect.objectContaining({ kind: 'mint', status: 'confirmed' })]);
    // Someone else cannot see it.
    const other = await createBuyer(t, 'demo');
    expect(body(await call(t.app, getNftTarget, { token: other.token, params: { cardNftId: String(nft.id) } })).code).toBe(
      4000006,
    );
    expect(await invariants()).toEqual([]);
  });

  it('refuses with the catalogue codes and changes nothing', async () => {
    const buyer = await createBuyer(t, 'demo');
    const upcoming = await createCollection(t, 'demo', { startsIn: 60_000 });
    const ended = await createCollection(t, 'demo', { startsIn: -120_000, endsIn: -60_000 });
    const small = await createCollection(t, 'demo', { supply: 3, limit: 5 });
    const limited = await createCollection(t, 'demo', { supply: 50, limit: 2 });
    expect((await order(t, buyer, upcoming)).code).toBe(7020073);
    expect((await order(t, buyer, ended)).code).toBe(7020073);
    expect((await order(t, buyer, small, { quantity: 4 })).code).toBe(7020065);
    expect((await order(t, buyer, limited, { quantity: 3 })).code).toBe(7020074);
    const first = await order(t, buyer, limited, { quantity: 1 });
    expect(first.code).toBe(0);
    expect((await order(t, buyer, limited, { quantity: 1 })).code).toBe(7020072);

    const other = await createBuyer(t, 'demo');
    expect((await order(t, other, small, { quantity: 3 })).code).toBe(0);
    expect((await order(t, buyer, small)).code).toBe(7020064);

    const unverified = await createUserWithSession(t, 'demo');
    expect((await order(t, unverified, limited)).code).toBe(7020076);
    const noChain = await createUserWithSession(t, 'demo');
    await t.db.kysely.updateTable('users').set({ real_name_at: t.clock() }).where('id', '=', noChain.userId).execute();
    expect((await order(t, noChain, limited)).code).toBe(7020078);
    const visitor = await call(t.app, placeOrder, { body: { businessType: 4, itemId: limited, quantity: 1 } });
    expect(body(visitor).code).toBe(2062001);
    // Another tenant's drop does not exist here.
    const aurora = await createBuyer(t, 'aurora');
    expect((await order(t, aurora, limited, { host: 'aurora.localhost' })).code).toBe(4000006);
    expect((await order(t, buyer, limited, { quantity: 0 })).code).toBe(4000034);
    expect(await invariants()).toEqual([]);
  });

  it('an unpaid order closes at its deadline and its stock comes back once; cancelling does the same at once', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 2, limit: 2 });
    const placed = await order(t, buyer, id, { quantity: 2 });
    expect(placed.code).toBe(0);
    const other = await createBuyer(t, 'demo');
    expect((await order(t, other, id)).code).toBe(7020064);

    t.clock.advance(300_001);
    await t.app.jobs.runOnce();
    await t.app.jobs.runOnce();
    const closed = body<{ status: string; endedAt: number }>(
      await call(t.app, getOrder, { token: buyer.token, params: { orderNo: placed.data.orderNo } }),
    );
    expect(closed.data.status).toBe('closed');
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(0);
    // Paying a closed order is refused.
    expect(
      body(await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 0 } })).code,
    ).toBe(5000021);

    const again = await order(t, other, id, { quantity: 1 });
    expect(again.code).toBe(0);
    const cancelled = body<{ status: string }>(
      await call(t.app, cancelOrder, { token: other.token, body: { orderNo: again.data.orderNo } }),
    );
    expect(cancelled.data.status).toBe('cancelled');
    expect(body(await call(t.app, cancelOrder, { token: other.token, body: { orderNo: again.data.orderNo } })).code).toBe(
      5000021,
    );
    const list = body<{ items: { status: string }[] }>(
      await call(t.app, listOrders, { token: other.token, query: { status: 'cancelled' } }),
    );
    expect(list.data.items.map((o) => o.status)).toEqual(['cancelled']);
    expect(await invariants()).toEqual([]);
  });

  it('an expired unpaid order does not block a new one even before the closer runs', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 5, limit: 1 });
    expect((await order(t, buyer, id)).code).toBe(0);
    t.clock.advance(300_001);
    expect((await order(t, buyer, id)).code).toBe(0);
    expect(await invariants()).toEqual([]);
  });
});

describe(`primary sale: payment notices (${DB_KIND})`, () => {
  it('duplicate, replayed, out-of-order, forged, stale and wrong-amount notices', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10 });
    const placed = await order(t, buyer, id);
    const payment = await pay(buyer, placed.data.orderNo);

    // Forged: signed with another key.
    const { notice: good } = await sandboxNotice(t, payment.paymentNo, 'paid');
    const forged = { ...good, headers: { ...good.headers, 'x-pay-signature': 'ab'.repeat(32) } };
    expect((await deliver(t, forged)).status).toBe(400);
    // Stale: signed 301 s ago.
    const { notice: stale } = await sandboxNotice(t, payment.paymentNo, 'paid', { occurredAt: t.clock() - 301_000 });
    expect((await deliver(t, stale)).status).toBe(400);
    // Wrong amount: taken, recorded, no transition.
    const { notice: wrong } = await sandboxNotice(t, payment.paymentNo, 'paid', { amount: 1 });
    expect((await deliver(t, wrong)).json.data).toEqual({ outcome: 'amount_mismatch' });
    expect(
      body<{ status: string }>(await call(t.app, getOrder, { token: buyer.token, params: { orderNo: placed.data.orderNo } })).data
        .status,
    ).toBe('pending_payment');

    // Out of order: paid arrives before dealing; the late progress notice does not undo SUCCESS.
    expect((await deliver(t, good)).json.data).toEqual({ outcome: 'paid' });
    const { notice: dealing } = await sandboxNotice(t, payment.paymentNo, 'dealing');
    expect((await deliver(t, dealing)).json.data).toEqual({ outcome: 'progress' });
    // Duplicate and replayed: the same notice again changes nothing.
    expect((await deliver(t, good)).json.data).toEqual({ outcome: 'duplicate' });
    expect((await deliver(t, good)).json.data).toEqual({ outcome: 'duplicate' });
    const p = body<{ progress: number }>(
      await call(t.app, getPayment, { token: buyer.token, params: { paymentNo: payment.paymentNo } }),
    );
    expect(p.data.progress).toBe(7);
    const ledger = await t.db.kysely
      .selectFrom('ledger_entries')
      .selectAll()
      .where(
        'payment_id',
        '=',
        (
          await t.db.kysely
            .selectFrom('payments')
            .select('id')
            .where('payment_no', '=', payment.paymentNo)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(ledger.map((l) => [l.kind, Number(l.amount)])).toEqual([['payment', 990]]);
    expect(await invariants()).toEqual([]);
  });

  it('decline and time out leave the order payable; a late payment on a closed order is refunded', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 10 });
    const placed = await order(t, buyer, id);
    const declined = await pay(buyer, placed.data.orderNo);
    await inCashier(declined.cashierUrl, 'decline');
    expect(
      body<{ progress: number }>(await call(t.app, getPayment, { token: buyer.token, params: { paymentNo: declined.paymentNo } }))
        .data.progress,
    ).toBe(6);
    const timedOut = await pay(buyer, placed.data.orderNo);
    await inCashier(timedOut.cashierUrl, 'timeout');
    expect(
      body<{ progress: number }>(await call(t.app, getPayment, { token: buyer.token, params: { paymentNo: timedOut.paymentNo } }))
        .data.progress,
    ).toBe(5);

    const late = await pay(buyer, placed.data.orderNo);
    await inCashier(late.cashierUrl, 'payLate');
    t.clock.advance(301_000);
    await t.app.jobs.runOnce(); // closes the order, then the late notice lands, then the refund goes out
    await t.app.jobs.runOnce();
    const o = body<{ status: string; refund: { amount: number } | null }>(
      await call(t.app, getOrder, { token: buyer.token, params: { orderNo: placed.data.orderNo } }),
    );
    expect(o.data).toMatchObject({ status: 'closed', refund: { amount: 990 } });
    const sandbox = await t.db.kysely
      .selectFrom('pay_sandbox_payments')
      .selectAll()
      .where('payment_no', '=', late.paymentNo)
      .executeTakeFirstOrThrow();
    expect(sandbox).toMatchObject({ state: 'refunded' });
    expect(Number(sandbox.refunded)).toBe(990);
    expect(await invariants()).toEqual([]);
  });

  it('a payment racing the close ends in exactly one outcome', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const buyer = await createBuyer(t, 'demo');
      const id = await createCollection(t, 'demo', { supply: 3 });
      const placed = await order(t, buyer, id);
      const payment = await pay(buyer, placed.data.orderNo);
      // Paid a moment before the deadline; the notice and the closer arrive together just after it.
      const { notice } = await sandboxNotice(t, payment.paymentNo, 'paid', { occurredAt: placed.data.expiresAt - 1 });
      t.clock.advance(placed.data.expiresAt - t.clock() + 1);
      const [delivered] = await Promise.all([deliver(t, notice), t.app.flows.closeExpiredOrders.run()]);
      outcomes.push(delivered.json.data!.outcome);
      const o = body<{ status: string }>(
        await call(t.app, getOrder, { token: buyer.token, params: { orderNo: placed.data.orderNo } }),
      );
      expect(o.data.status).toBe(delivered.json.data!.outcome === 'paid' ? 'paid' : 'closed');
      await t.app.jobs.runOnce();
      expect(await invariants()).toEqual([]);
    }
    expect(outcomes.every((o) => o === 'paid' || o === 'refund')).toBe(true);
  });
});

describe(`primary sale: rushes (${DB_KIND})`, () => {
  it('1,000 concurrent buyers for 10 items: exactly 10 orders', { timeout: 120_000 }, async () => {
    const id = await createCollection(t, 'demo', { supply: 10, limit: 1 });
    const buyers = [];
    for (let i = 0; i < 1000; i++) buyers.push(await createBuyer(t, 'demo'));
    const results = await Promise.all(buyers.map((b, i) => order(t, b, id, { ip: `10.1.${i >> 8}.${i & 255}` })));
    const codes = new Map<number, number>();
    for (const r of results) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
    expect(codes.get(0)).toBe(10);
    // Every other buyer is told sold out (or short of stock): printed whole when it fails.
    expect(
      [...codes.keys()].filter((c) => c !== 0 && c !== 7020064 && c !== 7020065),
      JSON.stringify([...codes]),
    ).toEqual([]);
    expect(await soldOf(t.db.kysely, 'collections', id)).toBe(10);
    expect(await invariants()).toEqual([]);
  });

  it('one user firing 50 purchases at once: one unpaid order', async () => {
    const buyer = await createBuyer(t, 'demo');
    const id = await createCollection(t, 'demo', { supply: 100, limit: 50 });
    const results = await Promise.all(Array.from({ length: 50 }, () => order(t, buyer, id)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === 7020072)).toHaveLength(49);
    expect(await invariants()).toEqual([]);
  });
});

describe(`primary sale: blind boxes (${DB_KIND})`, () => {
  it('buy, pay, open with the published odds; the draw is checkable once the seed is revealed', async () => {
    const buyer = await createBuyer(t, 'demo');
    const { boxId, collectionIds } = await createBlindBox(t, 'demo', [1, 2, 3], { endsIn: 3_600_000, limit: 6 });
    await t.app.flows.openBox.commitSeeds();
    const published = await t.db.kysely
      .selectFrom('blind_boxes')
      .select('fairness_seed_hash')
      .where('id', '=', boxId)
      .executeTakeFirstOrThrow();
    expect(published.fairness_seed_hash).toMatch(/^[0-9a-f]{64}$/);

    const placed = await order(t, buyer, boxId, { businessType: 3, quantity: 3 });
    expect(placed.code).toBe(0);
    const payment = await pay(buyer, placed.data.orderNo);
    await inCashier(payment.cashierUrl, 'pay');
    const unopened = body<{ items: { boxId: number; openedAt: number | null }[] }>(
      await call(t.app, listMyBoxes, { token: buyer.token }),
    );
    expect(unopened.data.items).toHaveLength(3);

    const proofs = [];
    for (const b of unopened.data.items) {
      const opened = body<{
        drawn: { collectionId: number; serial: number; status: string };
        proof: {
          seedHash: string;
          seed: string | null;
          drawInput: string;
          ticket: number;
          remainingBefore: { collectionId: number; remaining: number }[];
        };
      }>(await call(t.app, openBox, { token: buyer.token, body: { boxId: b.boxId } }));
      expect(opened.code).toBe(0);
      expect(collectionIds).toContain(opened.data.drawn.collectionId);
      expect(opened.data.drawn.status).toBe('minting');
      expect(opened.data.proof.seed).toBeNull(); // the sale has not ended
      expect(opened.data.proof.seedHash).toBe(published.fairness_seed_hash);
      proofs.push(opened.data);
      expect(body(await call(t.app, openBox, { token: buyer.token, body: { boxId: b.boxId } })).code).toBe(5000036);
    }
    // After the sale the seed is revealed: every draw recomputes.
    t.clock.advance(3_600_001);
    const more = await order(t, await createBuyer(t, 'demo'), boxId, { businessType: 3 });
    expect(more.code).toBe(7020073);
    const seedRow = await t.db.kysely
      .selectFrom('box_seeds')
      .selectAll()
      .where('blind_box_id', '=', boxId)
      .executeTakeFirstOrThrow();
    const seed = t.app.keyring.open('box-seed', seedRow.seed_sealed, `box_seeds:${seedRow.tenant_id}:${boxId}`);
    expect(seedHash(seed)).toBe(published.fairness_seed_hash);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(published.fairness_seed_hash);
    for (const p of proofs) {
      const remaining = p.proof.remainingBefore.map((r) => r.remaining);
      const ticket = ticketOf(
        seed,
        p.proof.drawInput,
        remaining.reduce((a, b) => a + b, 0),
      );
      expect(ticket).toBe(p.proof.ticket);
      expect(p.proof.remainingBefore[pick(remaining, ticket)]!.collectionId).toBe(p.drawn.collectionId);
    }
    const opened = body<{ items: { drawn: { collectionId: number } | null }[] }>(
      await call(t.app, listMyBoxes, { token: buyer.token, query: { opened: '1' } }),
    );
    expect(opened.data.items).toHaveLength(3);
    await t.app.chain.worker.runOnce();
    expect(await invariants()).toEqual([]);
  });
});
