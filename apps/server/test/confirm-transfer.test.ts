import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmTransfer } from '../src/flows/confirm-transfer';
import type { ChainJobRow } from '../src/modules/chain/index';
import { createTestApp, DB_KIND, type TestApp } from './helpers';
import { buy, cashierPayment, itemsOf, listed, trader } from './market-helpers';
import { cashierAction, createBuyer } from './sale-helpers';
import { gift, grant, item, member } from './transfer-helpers';

// Transfer confirmation is a flow of its own (issue 30): the chain's `onConfirmed` hook dispatches each
// confirmed transfer job by its kind, in the confirmation's transaction — a gift's step for a gift, nothing
// of the gift's for a resale.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const job = (kind: ChainJobRow['kind'], dedupeKey: string) =>
  ({ id: 1, tenant_id: 1, kind, dedupe_key: dedupeKey }) as ChainJobRow;

async function drainChain() {
  while ((await t.app.chain.worker.runOnce()) > 0);
}

function eventsOf(userId: number, cardNftId: number) {
  return t.db.kysely
    .selectFrom('inbox_events')
    .select('kind')
    .where('user_id', '=', userId)
    .where('card_nft_id', '=', cardNftId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.kind));
}

describe('the dispatch', () => {
  it("runs a kind's step for that kind's transfer jobs only, with the confirmation's transaction", async () => {
    const giftStep = vi.fn(async () => undefined);
    const confirm = new ConfirmTransfer({ kinds: { gift: giftStep, sale: null } });
    const trx = t.db.kysely;
    await confirm.onChainConfirmed(trx, job('transfer', 'gift:7:0'), 5);
    expect(giftStep).toHaveBeenCalledTimes(1);
    expect(giftStep).toHaveBeenCalledWith(trx, expect.objectContaining({ dedupe_key: 'gift:7:0' }), 5);
    for (const j of [
      job('transfer', 'sale:3'),
      job('mint', 'gift:7:1'),
      job('transfer', 'test-gift:7'),
      job('transfer', 'constructor:1'),
    ])
      await confirm.onChainConfirmed(trx, j, 5);
    expect(giftStep).toHaveBeenCalledTimes(1);
  });
});

describe(`a confirmed transfer, through the chain worker (${DB_KIND})`, () => {
  it("a gift's: the item becomes the recipient's and both inboxes say so", async () => {
    const alice = await member(t);
    const bob = await member(t);
    const [id] = await grant(t, alice, { holdHours: 0 });
    await drainChain(); // minted
    expect((await gift(t, alice, id!, bob)).code).toBe(0);
    const giftStep = vi.spyOn(t.app.flows.giftCollectible, 'onChainConfirmed');
    await drainChain();
    expect(giftStep).toHaveBeenCalledTimes(1);
    expect(giftStep.mock.calls[0]![1]).toMatchObject({ kind: 'transfer', dedupe_key: expect.stringMatching(/^gift:/) });
    expect(await item(t, id!)).toMatchObject({ user_id: bob.userId, status: 'held', transfer_job_id: null });
    expect(await eventsOf(bob.userId, id!)).toEqual(['gifted']);
    expect(await eventsOf(alice.userId, id!)).toEqual(['transfer_done']);
  });

  it("a resale's: nothing of the gift's runs, and no gift events are written", { timeout: 60_000 }, async () => {
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller);
    const cardNftId = ids[0]!;
    await drainChain(); // minted
    const listingId = await listed(t, seller, cardNftId, 900);
    const buyer = await createBuyer(t, 'demo');
    const placed = await buy(t, buyer, listingId);
    expect(placed.code, placed.msg).toBe(0);
    const payment = await cashierPayment(t, buyer, placed.data.orderNo);
    expect((await cashierAction(t.app, payment.cashierUrl, 'pay')).status).toBeLessThan(400);
    // The sale moved the item in its own transaction; the chain only catches up.
    expect(await item(t, cardNftId)).toMatchObject({ user_id: buyer.userId, status: 'held' });

    const confirm = vi.spyOn(t.app.flows.confirmTransfer, 'onChainConfirmed');
    const giftStep = vi.spyOn(t.app.flows.giftCollectible, 'onChainConfirmed');
    await drainChain();
    const confirmed = confirm.mock.calls.map(([, j]) => j).filter((j) => j.kind === 'transfer');
    expect(confirmed.map((j) => j.dedupe_key)).toEqual([`sale:${listingId}`]);
    expect(giftStep).not.toHaveBeenCalled();
    expect(await item(t, cardNftId)).toMatchObject({ user_id: buyer.userId, status: 'held' });
    expect(await eventsOf(buyer.userId, cardNftId)).toEqual([]);
    expect(await eventsOf(seller.userId, cardNftId)).toEqual(['sold']);
  });
});
