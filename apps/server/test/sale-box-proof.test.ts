import { createHash, createHmac } from 'node:crypto';
import { createPayment, listMyBoxes, openBox, type DrawProof, type HeldBox } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick, seedHash, ticketOf } from '../src/modules/collectible/index';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { body, call, createTestApp, DB_KIND, type TestApp } from './helpers';
import { cashierAction, createBlindBox, createBuyer, order } from './sale-helpers';

// The draw proof of every opened blind box, listed on "my opened boxes" (PRODUCT.md §5, decision 012):
// the same proof openBox answered, the seed hidden until the box's sale ends and revealed after it, and
// every draw recomputable from the list alone.

let t: TestApp;
let baseline: SaleBaseline;

beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t.close();
});

type Page = { items: HeldBox[]; nextCursor: string | null };

async function myBoxes(token: string, opened: boolean, pageSize = 20): Promise<HeldBox[]> {
  const out: HeldBox[] = [];
  let cursor: string | null = null;
  do {
    const res: { code: number; data: Page } = body<Page>(
      await call(t.app, listMyBoxes, {
        token,
        query: { opened: opened ? '1' : '0', pageSize, ...(cursor ? { cursor } : {}) },
      }),
    );
    expect(res.code).toBe(0);
    out.push(...res.data.items);
    cursor = res.data.nextCursor;
  } while (cursor);
  return out;
}

/** Buys `quantity` boxes of `boxId` and pays in the sandbox cashier; answers the order number. */
async function buyBoxes(buyer: { token: string }, boxId: number, quantity: number): Promise<string> {
  const placed = await order(t, buyer, boxId, { businessType: 3, quantity });
  expect(placed.code).toBe(0);
  const payment = body<{ cashierUrl: string }>(
    await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
  );
  expect(payment.code).toBe(0);
  expect((await cashierAction(t.app, payment.data.cashierUrl, 'pay')).status).toBe(303);
  return placed.data.orderNo;
}

/** What anyone can do with a revealed proof: hash the seed, recompute the ticket, find the item. */
function verify(proof: DrawProof, drawnCollectionId: number) {
  expect(proof.seed).toMatch(/^[0-9a-f]{64}$/);
  const seed = Buffer.from(proof.seed!, 'hex');
  expect(createHash('sha256').update(seed).digest('hex')).toBe(proof.seedHash);
  const remaining = proof.remainingBefore.map((r) => r.remaining);
  const total = remaining.reduce((a, b) => a + b, 0);
  const ticket = Number(BigInt(`0x${createHmac('sha256', seed).update(proof.drawInput).digest('hex')}`) % BigInt(total));
  expect(ticket).toBe(proof.ticket);
  let upto = 0;
  const item = proof.remainingBefore.find((r) => ticket < (upto += r.remaining));
  expect(item?.collectionId).toBe(drawnCollectionId);
}

describe(`blind boxes: the opened list carries each draw's proof (${DB_KIND})`, () => {
  it('hidden seed during the sale, revealed after it; the same proof as the opening; none while unopened', async () => {
    const buyer = await createBuyer(t, 'demo');
    const { boxId, collectionIds } = await createBlindBox(t, 'demo', [2, 3, 4], { endsIn: 3_600_000, limit: 8 });
    await t.app.flows.openBox.commitSeeds();
    const published = await t.db.kysely
      .selectFrom('blind_boxes')
      .select('fairness_seed_hash')
      .where('id', '=', boxId)
      .executeTakeFirstOrThrow();
    const first = await buyBoxes(buyer, boxId, 3);
    const second = await buyBoxes(buyer, boxId, 2);

    const unopened = await myBoxes(buyer.token, false);
    expect(unopened).toHaveLength(5);
    for (const b of unopened) expect(b).toMatchObject({ openedAt: null, drawn: null, proof: null });

    // Open four of the five during the sale: the seed stays hidden.
    const openings = new Map<number, { proof: DrawProof; collectionId: number }>();
    for (const b of unopened.slice(0, 4)) {
      const opened = body<{ box: HeldBox; drawn: { collectionId: number }; proof: DrawProof }>(
        await call(t.app, openBox, { token: buyer.token, body: { boxId: b.boxId } }),
      );
      expect(opened.code).toBe(0);
      expect(opened.data.proof.seed).toBeNull();
      expect(opened.data.proof.seedHash).toBe(published.fairness_seed_hash);
      expect(opened.data.box.proof).toEqual(opened.data.proof);
      openings.set(b.boxId, { proof: opened.data.proof, collectionId: opened.data.drawn.collectionId });
    }
    // The draw inputs are <orderNo>:<index in the order>, and each draw saw one unit fewer than the last.
    expect([...openings.values()].map((o) => o.proof.drawInput).sort()).toEqual(
      [`${first}:0`, `${first}:1`, `${first}:2`, `${second}:0`].sort(),
    );
    expect([...openings.values()].map((o) => o.proof.remainingBefore.reduce((n, r) => n + r.remaining, 0))).toEqual([9, 8, 7, 6]);
    for (const o of openings.values()) expect(o.proof.remainingBefore.map((r) => r.collectionId)).toEqual(collectionIds);

    // The list (two pages of three) carries the same proofs; the unopened box has none.
    const listed = await myBoxes(buyer.token, true, 3);
    expect(listed).toHaveLength(4);
    for (const b of listed) {
      expect(b.proof).toEqual(openings.get(b.boxId)!.proof);
      expect(b.drawn?.collectionId).toBe(openings.get(b.boxId)!.collectionId);
    }
    const left = await myBoxes(buyer.token, false);
    expect(left).toHaveLength(1);
    expect(left[0]!.proof).toBeNull();

    // After the sale: the seed is revealed in the list, and every listed draw checks out from the list alone.
    t.clock.advance(3_600_001);
    const after = await myBoxes(buyer.token, true);
    expect(after).toHaveLength(4);
    for (const b of after) {
      const before = openings.get(b.boxId)!.proof;
      expect(b.blindBox.saleState).toBe('ended');
      expect(b.proof).toEqual({ ...before, seed: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown as string });
      verify(b.proof!, b.drawn!.collectionId);
      // The server's own functions agree.
      const seed = Buffer.from(b.proof!.seed!, 'hex');
      expect(seedHash(seed)).toBe(published.fairness_seed_hash);
      const remaining = b.proof!.remainingBefore.map((r) => r.remaining);
      const ticket = ticketOf(
        seed,
        b.proof!.drawInput,
        remaining.reduce((a, c) => a + c, 0),
      );
      expect(b.proof!.remainingBefore[pick(remaining, ticket)]!.collectionId).toBe(b.drawn!.collectionId);
    }
    expect(new Set(after.map((b) => b.proof!.seed)).size).toBe(1);

    // Opened after the sale: openBox answers the revealed seed, and the list the same proof.
    const last = body<{ box: HeldBox; drawn: { collectionId: number }; proof: DrawProof }>(
      await call(t.app, openBox, { token: buyer.token, body: { boxId: left[0]!.boxId } }),
    );
    expect(last.code).toBe(0);
    expect(last.data.proof.seed).toBe(after[0]!.proof!.seed);
    verify(last.data.proof, last.data.drawn.collectionId);
    const all = await myBoxes(buyer.token, true);
    expect(all.find((b) => b.boxId === left[0]!.boxId)!.proof).toEqual(last.data.proof);
    expect(await myBoxes(buyer.token, false)).toEqual([]);
    expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
  });

  it("the web app's verifier vector: the server's fairness functions give what apps/web/src/lib/sale/fairness.test.ts expects", () => {
    const seed = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');
    expect(seedHash(seed)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    expect(ticketOf(seed, '202611220000012345678901AB:0', 6)).toBe(5);
    expect(pick([1, 2, 3], 5)).toBe(2);
    expect(ticketOf(seed, '202611220000012345678901AB:1', 23)).toBe(2);
    expect(pick([5, 0, 7, 11], 2)).toBe(0);
    expect(ticketOf(seed, 'ORDER12345678:2', 2_000_002)).toBe(923_924);
    expect(pick([1_000_000, 999_999, 3], 923_924)).toBe(0);
  });
});
