import {
  ErrorCode,
  getSendDetailPage,
  getSendUnReadCount,
  listCirculation,
  listMyCollectionItems,
  listSent,
  type CirculationRecord,
  type SendRecord,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, checkTransferInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { DB_KIND, createTestApp, type TestApp } from './helpers';
import { as, detail, find, gift, grant, item, member, memberWithoutChain, PAY_PASSWORD } from './transfer-helpers';

let t: TestApp;
let baseline: SaleBaseline;
beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

async function phoneOf(userId: number) {
  return (await t.db.kysely.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;
}

describe(`gift: the whole path (${DB_KIND})`, () => {
  it('find the recipient, gift with the pay password: frozen, claim, records; confirmed on chain it is theirs with a new cooling period', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const [id] = await grant(t, alice, { holdHours: 0 });
    await t.app.chain.worker.runOnce(); // minted

    // Found by phone and by id: nickname and the phone masked 3+4, nothing else.
    const phone = await phoneOf(bob.userId);
    const byPhone = await find(t, alice, { by: 'phone', areaCode: '+86', keyword: phone });
    expect(byPhone.code).toBe(0);
    expect(byPhone.data).toEqual({
      userId: bob.userId,
      nickname: expect.any(String),
      avatarUrl: expect.any(String),
      maskedPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    });
    expect((await find(t, alice, { by: 'userId', keyword: String(bob.userId) })).data.userId).toBe(bob.userId);

    const given = await gift(t, alice, id!, bob);
    expect(given.code).toBe(0);
    expect(given.data).toMatchObject({ cardNftId: id, status: 'frozen', recipient: { maskedPhone: byPhone.data.maskedPhone } });

    // Pending: still Alice's, frozen ("transfer on chain"); Bob has an unread claim, still on chain.
    expect((await detail(t, alice, id!)).data.status).toBe('frozen');
    expect((await detail(t, bob, id!)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await as<{ count: number }>(t, bob, getSendUnReadCount)).data.count).toBe(1);
    expect((await checkTransferInvariants(t.db.kysely)).join('\n')).toBe('');
    // Nobody's inbox speaks of it while it is on chain (the item is not Bob's yet).
    const events = () =>
      t.db.kysely
        .selectFrom('inbox_events')
        .select(['user_id', 'kind', 'card_nft_id', 'params'])
        .where('card_nft_id', '=', id!)
        .orderBy('id')
        .execute();
    expect(await events()).toEqual([]);

    // The chain confirms: Bob's, held, cooling again from the confirmation.
    const collection = (await item(t, id!)).collection_id;
    await t.db.kysely.updateTable('collections').set({ hold_hours: 24 }).where('id', '=', collection).execute();
    await t.app.chain.worker.runOnce();
    const after = await item(t, id!);
    expect(after).toMatchObject({ user_id: bob.userId, status: 'held', transfer_job_id: null, transfer_to_user_id: null });
    // The cooling the recipient gets was fixed at gift time (0 h here), counted from the confirmation.
    expect(Number(after.transferable_at)).toBe(Number(after.acquired_at));
    expect((await detail(t, alice, id!)).code).toBe(ErrorCode.NOT_FOUND);
    const bobs = await detail(t, bob, id!);
    expect(bobs.data.status).toBe('held');
    const list = await as<{ items: { cardNftId: number }[] }>(t, alice, listMyCollectionItems, {
      query: { collectionId: collection },
    });
    expect(list.data.items.map((i) => i.cardNftId)).not.toContain(id);

    // The chain says the same: one transfer, to Bob's address.
    const records = (await t.app.chain.outbox.tokenRecords(after.tenant_id, BigInt(after.token_id))).map((r) => [
      r.kind,
      r.status,
    ]);
    expect(records).toEqual([
      ['mint', 'confirmed'],
      ['transfer', 'confirmed'],
    ]);

    // Claims: viewing marks them read.
    const claims = await as<{ items: SendRecord[]; total: number; nextPage: number | null }>(t, bob, getSendDetailPage, {
      query: { page: 1, size: 10 },
    });
    expect(claims.data.total).toBe(1);
    expect(claims.data.items[0]).toMatchObject({
      kind: 'gift',
      status: 'done',
      read: false,
      sender: { userId: alice.userId },
      item: { cardNftId: id },
    });
    expect(claims.data.items[0]!.sender!.maskedPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await as<{ count: number }>(t, bob, getSendUnReadCount)).data.count).toBe(0);
    expect(
      (await as<{ items: SendRecord[] }>(t, bob, getSendDetailPage, { query: { page: 1, size: 10, status: 2 } })).data.items,
    ).toEqual([]);

    // Circulation: Alice has her purchase in and the gift out; Bob the gift in. Counter-parties masked.
    const aliceFlow = await as<{ items: CirculationRecord[] }>(t, alice, listCirculation, { query: { pageSize: 10 } });
    expect(aliceFlow.data.items.map((r) => [r.direction, r.businessType, r.saleKind, r.status])).toEqual([
      ['out', 6, 2, 'done'],
      ['in', 4, 1, 'done'],
    ]);
    expect(aliceFlow.data.items[0]!.counterparty).toMatchObject({ userId: bob.userId, maskedPhone: byPhone.data.maskedPhone });
    expect(aliceFlow.data.items[0]!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(JSON.stringify(aliceFlow.data)).not.toContain(phone);
    const bobFlow = await as<{ items: CirculationRecord[] }>(t, bob, listCirculation, { query: { pageSize: 10 } });
    expect(bobFlow.data.items.map((r) => [r.direction, r.counterparty?.userId])).toEqual([['in', alice.userId]]);
    const sent = await as<{ items: CirculationRecord[] }>(t, alice, listSent, { query: { pageSize: 10 } });
    expect(sent.data.items.map((r) => r.item.cardNftId)).toEqual([id]);

    // Bob's inbox says it was gifted to him, Alice's that it arrived, each naming the other masked.
    const said = await events();
    expect(said.map((e) => [e.user_id, e.kind])).toEqual([
      [bob.userId, 'gifted'],
      [alice.userId, 'transfer_done'],
    ]);
    expect(JSON.parse(said[0]!.params!)).toMatchObject({ collectionId: collection, from: expect.any(String) });
    expect(said[0]!.params).not.toContain(phone);

    // Bob can give it on once its cooling period has passed.
    const carol = await member(t);
    expect((await gift(t, bob, id!, carol)).code).toBe(0);
    await t.app.chain.worker.runOnce();
    expect((await item(t, id!)).user_id).toBe(carol.userId);
    await t.app.flows.payProceeds.settled();
    expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
  });

  it('the confirmation hook is safe to run twice', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const [id] = await grant(t, alice);
    expect((await gift(t, alice, id!, bob)).code).toBe(0);
    await t.app.chain.worker.runOnce();
    const job = await t.db.kysely
      .selectFrom('chain_jobs')
      .selectAll()
      .where('kind', '=', 'transfer')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await item(t, id!);
    await t.db.kysely
      .transaction()
      .execute((trx) => t.app.flows.giftCollectible.onChainConfirmed(trx, job, t.clock() + 5 * HOUR));
    expect(await item(t, id!)).toEqual(before);
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
  });
});

describe(`claims: pages, filters, read state (${DB_KIND})`, () => {
  it('pages of claims with nextPage, gifts and airdrops apart, each unread until its page is looked at, per user and tenant', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const ids = await grant(t, alice, { count: 3 });
    for (const id of ids) expect((await gift(t, alice, id, bob)).code).toBe(0);
    // An airdrop lands in Bob's claims the way the airdrop flow records it: no giver.
    const [air] = await grant(t, bob);
    const tenantId = (await item(t, air!)).tenant_id;
    await t.db.kysely.transaction().execute((trx) =>
      t.app.transfer.transfers.recordMove(trx, tenantId, {
        cardNftId: air!,
        fromUserId: null,
        toUserId: bob.userId,
        businessType: 6,
        saleKind: null,
        airdropId: 77,
        at: t.clock(),
      }),
    );
    expect((await as<{ count: number }>(t, bob, getSendUnReadCount)).data.count).toBe(4);
    // Another user, and a user of the other tenant, see none of it.
    const aurora = await member(t, 'aurora');
    expect((await as<{ count: number }>(t, aurora, getSendUnReadCount)).data.count).toBe(0);
    expect(
      (await as<{ items: CirculationRecord[] }>(t, aurora, listCirculation, { query: { pageSize: 50 } })).data.items,
    ).toEqual([]);

    const gifts = await as<{ items: SendRecord[]; total: number; nextPage: number | null }>(t, bob, getSendDetailPage, {
      query: { page: 1, size: 2, status: 1 },
    });
    expect(gifts.data).toMatchObject({ total: 3, nextPage: 2 });
    expect(gifts.data.items.every((c) => c.kind === 'gift' && c.status === 'pending' && !c.read)).toBe(true);
    // Only the claims shown are read: the third gift and the airdrop are still unread.
    expect((await as<{ count: number }>(t, bob, getSendUnReadCount)).data.count).toBe(2);
    const unshown = await as<{ items: SendRecord[] }>(t, bob, getSendDetailPage, { query: { page: 1, size: 10 } });
    expect(unshown.data.items.map((c) => c.read)).toEqual([false, true, true, false]);
    const page2 = await as<{ items: SendRecord[]; nextPage: number | null }>(t, bob, getSendDetailPage, {
      query: { page: 2, size: 2, status: 1 },
    });
    expect(page2.data.items).toHaveLength(1);
    expect(page2.data.nextPage).toBeNull();
    const airdrops = await as<{ items: SendRecord[] }>(t, bob, getSendDetailPage, { query: { page: 1, size: 10, status: 2 } });
    expect(airdrops.data.items).toEqual([
      expect.objectContaining({
        kind: 'airdrop',
        sender: null,
        airdropId: 77,
        item: expect.objectContaining({ cardNftId: air }),
      }),
    ]);
    expect((await as<{ count: number }>(t, bob, getSendUnReadCount)).data.count).toBe(0);
    const again = await as<{ items: SendRecord[] }>(t, bob, getSendDetailPage, { query: { page: 1, size: 10 } });
    expect(again.data.items.every((c) => c.read)).toBe(true);
    await t.app.chain.worker.runOnce();
    const arrived = await as<{ items: SendRecord[] }>(t, bob, getSendDetailPage, { query: { page: 1, size: 10, status: 1 } });
    expect(arrived.data.items.map((c) => c.status)).toEqual(['done', 'done', 'done']);
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
  });
});

describe(`gift: every refusal (${DB_KIND})`, () => {
  it('to oneself 4000029; unknown, unverified or another tenant’s user 4000030', async () => {
    const alice = await member(t);
    const [id] = await grant(t, alice);
    expect((await gift(t, alice, id!, alice)).code).toBe(ErrorCode.GIFT_TO_SELF);
    expect((await find(t, alice, { by: 'userId', keyword: String(alice.userId) })).code).toBe(ErrorCode.GIFT_TO_SELF);
    expect((await gift(t, alice, id!, { userId: 99_999_999 })).code).toBe(ErrorCode.RECIPIENT_INVALID);
    expect((await find(t, alice, { by: 'phone', keyword: '13999999999' })).code).toBe(ErrorCode.RECIPIENT_INVALID);
    const unverified = await member(t);
    await t.db.kysely.updateTable('users').set({ real_name_at: null }).where('id', '=', unverified.userId).execute();
    expect((await gift(t, alice, id!, unverified)).code).toBe(ErrorCode.RECIPIENT_INVALID);
    expect((await find(t, alice, { by: 'userId', keyword: String(unverified.userId) })).code).toBe(ErrorCode.RECIPIENT_INVALID);
    // Cross-tenant: an Aurora user is never found nor a recipient of a Curio Demo user, by id or by phone.
    const aurora = await member(t, 'aurora');
    expect((await gift(t, alice, id!, aurora)).code).toBe(ErrorCode.RECIPIENT_INVALID);
    expect((await find(t, alice, { by: 'userId', keyword: String(aurora.userId) })).code).toBe(ErrorCode.RECIPIENT_INVALID);
    expect((await find(t, alice, { by: 'phone', keyword: await phoneOf(aurora.userId) })).code).toBe(ErrorCode.RECIPIENT_INVALID);
    // Nor can the Aurora user give a Curio Demo item, even knowing its id.
    expect((await gift(t, aurora, id!, { userId: aurora.userId + 100_000 })).code).toBe(ErrorCode.NOT_FOUND);
    const [auroraItem] = await grant(t, aurora);
    expect((await gift(t, aurora, id!, { userId: aurora.userId + 0 })).code).toBe(ErrorCode.GIFT_TO_SELF);
    expect((await item(t, auroraItem!)).status).toBe('held');
    expect((await item(t, id!)).status).toBe('held');
  });

  it('no chain account answers 7020078 for either side; no real name 7020076', async () => {
    const alice = await member(t);
    const [id] = await grant(t, alice);
    const noChain = await memberWithoutChain(t);
    const toNoChain = await gift(t, alice, id!, noChain);
    expect(toNoChain.code).toBe(ErrorCode.NO_CHAIN_ACCOUNT);
    expect(toNoChain.data).toEqual({ side: 'recipient' });
    const bob = await member(t);
    // The sender without a chain account (an item given to them by the platform anyway).
    await t.db.kysely.updateTable('card_nfts').set({ user_id: noChain.userId }).where('id', '=', id!).execute();
    const fromNoChain = await gift(t, noChain, id!, bob);
    expect(fromNoChain.code).toBe(ErrorCode.NO_CHAIN_ACCOUNT);
    expect(fromNoChain.data).toEqual({ side: 'sender' });
    await t.db.kysely.updateTable('users').set({ real_name_at: null }).where('id', '=', noChain.userId).execute();
    expect((await gift(t, noChain, id!, bob)).code).toBe(ErrorCode.NOT_REAL_NAME);
    await t.db.kysely.updateTable('card_nfts').set({ user_id: alice.userId }).where('id', '=', id!).execute();
  });

  it('cooling 5000033 with the time left; pledged 5000034; frozen 5000037; on consignment 5000038; not mine: not found', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const [cooling] = await grant(t, alice, { holdHours: 24 });
    const refused = await gift(t, alice, cooling!, bob);
    expect(refused.code).toBe(ErrorCode.COOLING_PERIOD);
    const left = refused.data as unknown as { transferableAt: number; msLeft: number };
    expect(left.msLeft).toBeGreaterThan(23 * HOUR);
    expect(left.msLeft).toBeLessThanOrEqual(24 * HOUR);
    expect(left.transferableAt).toBe(Number((await item(t, cooling!)).transferable_at));

    const [a, b, c] = await grant(t, alice, { count: 3 });
    await t.db.kysely.updateTable('card_nfts').set({ status: 'pledged' }).where('id', '=', a!).execute();
    expect((await gift(t, alice, a!, bob)).code).toBe(ErrorCode.PLEDGED);
    await t.db.kysely.updateTable('card_nfts').set({ status: 'on_consignment' }).where('id', '=', b!).execute();
    expect((await gift(t, alice, b!, bob)).code).toBe(ErrorCode.ON_CONSIGNMENT);
    expect((await gift(t, alice, c!, bob)).code).toBe(0);
    expect((await gift(t, alice, c!, bob)).code).toBe(ErrorCode.TRANSFER_PENDING);
    expect((await gift(t, bob, c!, alice)).code).toBe(ErrorCode.NOT_FOUND);
    // The refusals changed nothing; the pay password was never asked (no attempt used).
    expect((await item(t, a!)).status).toBe('pledged');
    expect((await item(t, b!)).status).toBe('on_consignment');
    const u = await t.db.kysely
      .selectFrom('users')
      .select('pay_fail_count')
      .where('id', '=', alice.userId)
      .executeTakeFirstOrThrow();
    expect(u.pay_fail_count).toBe(0);
    await t.db.kysely.updateTable('card_nfts').set({ status: 'held' }).where('id', 'in', [a!, b!]).execute();
    await t.app.chain.worker.runOnce();
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
  });

  it('pay password: not set 5000028, wrong 5000026 with attempts left, the 5th wrong locks 5000027 (the payments’ counter)', async () => {
    const noPw = await member(t, 'demo', { payPassword: false });
    const bob = await member(t);
    const [x] = await grant(t, noPw);
    expect((await gift(t, noPw, x!, bob)).code).toBe(ErrorCode.PAY_PASSWORD_NOT_SET);

    const alice = await member(t);
    const [id] = await grant(t, alice);
    const wrong = await gift(t, alice, id!, bob, '000000');
    expect(wrong.code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    expect(wrong.data).toEqual({ attemptsLeft: 4 });
    for (let i = 0; i < 3; i++) expect((await gift(t, alice, id!, bob, '000000')).code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    expect((await gift(t, alice, id!, bob, '000000')).code).toBe(ErrorCode.PAY_PASSWORD_LOCKED);
    // Locked: even the right one is refused, and the item stayed free.
    expect((await gift(t, alice, id!, bob, PAY_PASSWORD)).code).toBe(ErrorCode.PAY_PASSWORD_LOCKED);
    expect((await item(t, id!)).status).toBe('held');
    t.clock.advance(31 * 60_000);
    expect((await gift(t, alice, id!, bob, PAY_PASSWORD)).code).toBe(0);
    await t.app.chain.worker.runOnce();
  });

  it('the transfer note must be agreed to; a bad recipient id is 4000030', async () => {
    const alice = await member(t);
    const [id] = await grant(t, alice);
    const { giftCollectible } = await import('@curio/contract');
    const noAgree = await as(t, alice, giftCollectible, {
      body: { cardNftId: id, recipientUserId: alice.userId + 1, payPassword: PAY_PASSWORD, agreed: false },
    });
    expect(noAgree.code).toBe(ErrorCode.AGREEMENT_REQUIRED);
    const badId = await as(t, alice, giftCollectible, {
      body: { cardNftId: id, recipientUserId: 'x', payPassword: PAY_PASSWORD, agreed: true },
    });
    expect(badId.code).toBe(ErrorCode.RECIPIENT_INVALID);
  });
});

describe(`gift: races (${DB_KIND})`, () => {
  it('50 concurrent gifts of one item: exactly one succeeds, one transfer job, one move', { timeout: 120_000 }, async () => {
    const alice = await member(t);
    const recipients = await Promise.all(Array.from({ length: 5 }, () => member(t)));
    const [id] = await grant(t, alice);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => gift(t, alice, id!, recipients[i % 5]!)));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== 0).map((a) => a.code))).toEqual(new Set([ErrorCode.TRANSFER_PENDING]));
    const row = await item(t, id!);
    const jobs = await t.db.kysely
      .selectFrom('chain_jobs')
      .select('id')
      .where('kind', '=', 'transfer')
      .where('token_id', '=', row.token_id)
      .where('tenant_id', '=', row.tenant_id)
      .execute();
    expect(jobs).toHaveLength(1);
    const outs = await t.db.kysely
      .selectFrom('circulation_records')
      .select('id')
      .where('card_nft_id', '=', id!)
      .where('direction', '=', 'out')
      .execute();
    expect(outs).toHaveLength(1);
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
    await t.app.chain.worker.runOnce();
    expect(row.transfer_to_user_id).not.toBeNull();
    expect((await item(t, id!)).user_id).toBe(row.transfer_to_user_id);
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
  });

  it('a gift racing a second gift to someone else: one wins, the other is refused', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const carol = await member(t);
    const [id] = await grant(t, alice);
    const [toBob, toCarol] = await Promise.all([gift(t, alice, id!, bob), gift(t, alice, id!, carol)]);
    expect([toBob.code, toCarol.code].sort()).toEqual([0, ErrorCode.TRANSFER_PENDING].sort());
    await t.app.chain.worker.runOnce();
    expect((await item(t, id!)).user_id).toBe(toBob.code === 0 ? bob.userId : carol.userId);
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
  });
});
