import {
  BusinessType,
  createPayment,
  getProvenance,
  listAirdrops,
  SaleKind,
  userAirDropTransfer,
  type ProvenanceEvent,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN_CHANNEL } from '../src/modules/tenant/index';
import { body, call, createUserWithSession, DB_KIND, tenantIdOf, type TestApp, createTestApp } from './helpers';
import { cashierAction, createBuyer, createCollection, hostOf, order } from './sale-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Timeline = { cardNftId: number; tokenId: string; events: ProvenanceEvent[] };

const provenance = async (u: { token: string }, cardNftId: number, host = 'localhost') =>
  body<Timeline>(await call(t.app, getProvenance, { token: u.token, params: { cardNftId: String(cardNftId) }, host }));

/** A buyer who bought one item of a new collection and paid in the sandbox cashier: its card_nft id. */
async function boughtItem(buyer: { token: string; userId: number }) {
  const id = await createCollection(t, 'demo', { supply: 10, price: 500, limit: 5 });
  const placed = await order(t, buyer, id);
  expect(placed.code).toBe(0);
  const pay = body<{ cashierUrl: string }>(
    await call(t.app, createPayment, { token: buyer.token, body: { orderNo: placed.data.orderNo, method: 1 } }),
  );
  expect((await cashierAction(t.app, pay.data.cashierUrl, 'pay')).status).toBe(303);
  const item = await t.db.kysely
    .selectFrom('card_nfts')
    .selectAll()
    .where('user_id', '=', buyer.userId)
    .where('collection_id', '=', id)
    .executeTakeFirstOrThrow();
  return { item, orderNo: placed.data.orderNo };
}

describe(`provenance timeline (${DB_KIND})`, () => {
  it('a bought item: minted by purchase with its order, on chain pending, then the mint hash and block after the worker', async () => {
    const buyer = await createBuyer(t, 'demo');
    const { item, orderNo } = await boughtItem(buyer);
    const before = await provenance(buyer, item.id);
    expect(before.code).toBe(0);
    expect(before.data).toMatchObject({ cardNftId: item.id, tokenId: item.token_id });
    expect(before.data.events).toHaveLength(1);
    expect(before.data.events[0]).toMatchObject({
      kind: 'minted',
      how: 'purchase',
      orderNo,
      to: { you: true },
      chain: { status: 'pending', txHash: null, blockNumber: null },
    });

    while ((await t.app.chain.worker.runOnce()) > 0);
    const after = await provenance(buyer, item.id);
    const minted = after.data.events[0]!;
    expect(after.data.events).toHaveLength(1);
    expect(minted.kind).toBe('minted');
    expect(minted.chain).toMatchObject({ status: 'confirmed' });
    expect(minted.chain!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(minted.chain!.blockNumber).toBeGreaterThan(0);
    expect(minted.chain!.confirmedAt).toBeGreaterThan(0);
    // The same hash the chain module shows on the item's chain facts.
    const records = await t.app.chain.outbox.tokenRecords(await tenantIdOf(t.db, 'demo'), BigInt(item.token_id));
    expect(minted.chain!.txHash).toBe(records[0]!.txHash);
  });

  it('only the owner reads it: another user, another tenant, or an unknown id answers 4000006', async () => {
    const buyer = await createBuyer(t, 'demo');
    const { item } = await boughtItem(buyer);
    const other = await createUserWithSession(t, 'demo');
    const foreign = await createUserWithSession(t, 'aurora');
    expect((await provenance(other, item.id)).code).toBe(4000006);
    expect((await provenance(foreign, item.id, hostOf('aurora'))).code).toBe(4000006);
    expect((await provenance(buyer, 999_999_999)).code).toBe(4000006);
    expect(body(await call(t.app, getProvenance, { params: { cardNftId: String(item.id) } })).code).not.toBe(0);
  });

  it('a moved item: the gift (recordMove) is one event with its chain transfer, pending then confirmed; giver masked, no ids', async () => {
    const giver = await createBuyer(t, 'demo');
    const receiver = await createBuyer(t, 'demo');
    await t.db.kysely.updateTable('users').set({ nickname: '' }).where('id', '=', giver.userId).execute();
    const { item } = await boughtItem(giver);
    while ((await t.app.chain.worker.runOnce()) > 0);
    const tenantId = await tenantIdOf(t.db, 'demo');
    const addr = (userId: number) => t.app.identity.chainAccounts.addressOn(tenantId, userId, DEFAULT_CHAIN_CHANNEL);
    const [from, to] = [await addr(giver.userId), await addr(receiver.userId)];
    const at = t.clock();
    await t.db.kysely.transaction().execute(async (trx) => {
      const jobId = await t.app.chain.outbox.enqueueTransfer(
        trx,
        { id: tenantId },
        {
          tokenId: BigInt(item.token_id),
          from: from!,
          to: to!,
          dedupeKey: `test-gift:${item.id}`,
        },
      );
      await trx.updateTable('card_nfts').set({ user_id: receiver.userId, acquired_at: at }).where('id', '=', item.id).execute();
      await t.app.transfer.transfers.recordMove(trx, tenantId, {
        cardNftId: item.id,
        fromUserId: giver.userId,
        toUserId: receiver.userId,
        businessType: BusinessType.SEND,
        saleKind: SaleKind.C2C_GIVE,
        chainJobId: jobId,
        at,
      });
    });

    // The giver no longer holds it: their timeline is closed to them.
    expect((await provenance(giver, item.id)).code).toBe(4000006);
    const pending = await provenance(receiver, item.id);
    expect(pending.code).toBe(0);
    const phone = (await t.db.kysely.selectFrom('users').select('phone').where('id', '=', giver.userId).executeTakeFirstOrThrow())
      .phone;
    const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
    expect(pending.data.events.map((e) => e.kind)).toEqual(['minted', 'transferred']);
    expect(pending.data.events[0]).toMatchObject({
      kind: 'minted',
      how: 'purchase',
      orderNo: null, // the order was the giver's
      to: { name: masked, you: false },
      chain: { status: 'confirmed' },
    });
    expect(pending.data.events[1]).toMatchObject({
      kind: 'transferred',
      how: 'gift',
      businessType: 6,
      from: { name: masked, you: false },
      to: { you: true },
      chain: { status: 'pending', txHash: null },
    });
    const text = JSON.stringify(pending.data);
    expect(text).not.toContain(phone);
    expect(text).not.toContain(`"${giver.userId}"`);
    expect(text).not.toMatch(/userId|user_id/);

    while ((await t.app.chain.worker.runOnce()) > 0);
    const done = await provenance(receiver, item.id);
    expect(done.data.events).toHaveLength(2);
    const gift = done.data.events[1]!;
    expect(gift.chain).toMatchObject({ status: 'confirmed' });
    expect(gift.chain!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(gift.chain!.txHash).not.toBe(done.data.events[0]!.chain!.txHash);
    expect(gift.chain!.blockNumber).toBeGreaterThan(done.data.events[0]!.chain!.blockNumber!);
  });

  it('an item received from an airdrop starts as an airdrop joined to its mint; a chain fact no move names (a burn) is its own event', async () => {
    const owner = await createBuyer(t, 'demo');
    const offered = body<{ items: { id: number; status: string }[] }>(await call(t.app, listAirdrops, { token: owner.token }));
    const open = offered.data.items.find((a) => a.status === 'receivable')!;
    const received = body<{ items: { cardNftId: number }[] }>(
      await call(t.app, userAirDropTransfer, { token: owner.token, body: { airdropId: open.id } }),
    );
    expect(received.code, received.msg).toBe(0);
    const tenantId = await tenantIdOf(t.db, 'demo');
    const item = await t.db.kysely
      .selectFrom('card_nfts')
      .selectAll()
      .where('id', '=', received.data.items[0]!.cardNftId)
      .executeTakeFirstOrThrow();
    const originAt = Number(item.acquired_at);
    const from = await t.app.identity.chainAccounts.addressOn(tenantId, owner.userId, DEFAULT_CHAIN_CHANNEL);
    await t.db.kysely
      .transaction()
      .execute((trx) => t.app.chain.outbox.enqueueBurn(trx, { id: tenantId }, { tokenId: BigInt(item.token_id), from: from! }));
    const pending = await provenance(owner, item.id);
    expect(pending.data.events.map((e) => e.kind)).toEqual(['minted', 'burned']);
    expect(pending.data.events[0]).toMatchObject({
      how: 'airdrop',
      at: originAt,
      to: { you: true },
      chain: { status: 'pending' },
    });
    expect(pending.data.events[1]).toMatchObject({ kind: 'burned', chain: { status: 'pending', txHash: null } });

    while ((await t.app.chain.worker.runOnce()) > 0);
    const done = await provenance(owner, item.id);
    expect(done.data.events.map((e) => [e.kind, e.chain?.status])).toEqual([
      ['minted', 'confirmed'],
      ['burned', 'confirmed'],
    ]);
    expect(done.data.events[1]!.chain!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
  });
});
