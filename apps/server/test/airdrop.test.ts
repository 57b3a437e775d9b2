import {
  ErrorCode,
  getAirdrop,
  getMyCollectible,
  listAirdrops,
  operatorImportCatalogue,
  operatorListAirdrops,
  operatorSaveAirdrop,
  userAirDropTransfer,
  type AirdropView,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAirdropInvariants, checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { body, call, createTestApp, createUserWithSession, DB_KIND, tenantIdOf, type CallOptions, type TestApp } from './helpers';
import { createBuyer, createCollection, hostOf } from './sale-helpers';

// Airdrops (issue 14, decision 027): the operator offers a collection to an audience within a window with
// a total claims limit; users receive it once, through the spec's userAirDropTransfer.

const KEY = 'curio-dev-operator-token';
const operator = (host = 'localhost'): CallOptions => ({ host, unsigned: true, headers: { authorization: `Bearer ${KEY}` } });
const HOUR = 3_600_000;

let t: TestApp;
let baseline: SaleBaseline;
beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
});
afterAll(async () => {
  await t.close();
});

async function invariantsHold() {
  expect(await checkAirdropInvariants(t.db.kysely)).toEqual([]);
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
}

let keySeq = 0;
/** An airdrop made through the operator's call; answers its id. */
async function airdrop(
  tenant: string,
  o: Partial<{
    collectionId: number;
    audience: 'all' | 'phones' | 'holders';
    phones: string[];
    holdersOf: number;
    quantityPerUser: number;
    startsIn: number;
    endsIn: number;
    claimsLimit: number;
    key: string;
  }> = {},
): Promise<{ id: number; collectionId: number }> {
  const collectionId = o.collectionId ?? (await createCollection(t, tenant, { supply: 100_000, holdHours: 24 }));
  const res = body<{ id: number; key: string; created: boolean }>(
    await call(t.app, operatorSaveAirdrop, {
      ...operator(hostOf(tenant)),
      body: {
        key: o.key ?? `test-airdrop-${(keySeq += 1)}`,
        collectionId,
        audience: o.audience ?? 'all',
        ...(o.phones ? { phones: o.phones } : {}),
        ...(o.holdersOf ? { holdersOf: o.holdersOf } : {}),
        quantityPerUser: o.quantityPerUser ?? 1,
        startsAt: t.clock() + (o.startsIn ?? -60_000),
        endsAt: t.clock() + (o.endsIn ?? 24 * HOUR),
        claimsLimit: o.claimsLimit ?? 100,
      },
    }),
  );
  expect(res.code, res.msg).toBe(0);
  return { id: res.data.id, collectionId };
}

const receive = (user: { token: string }, airdropId: number, host = 'localhost') =>
  call(t.app, userAirDropTransfer, { token: user.token, host, body: { airdropId } });

const codeOf = async (p: ReturnType<typeof receive>) => body(await p).code;

describe(`airdrops: receiving (${DB_KIND})`, () => {
  it('the demo seed gives each demo tenant an open airdrop and an expired one, offered to every user', async () => {
    for (const tenant of ['demo', 'aurora']) {
      const visitor = body<{ items: AirdropView[] }>(await call(t.app, listAirdrops, { host: hostOf(tenant) }));
      expect(visitor.code).toBe(0);
      const states = visitor.data.items.map((a) => a.status);
      expect(states).toContain('receivable');
      expect(states).toContain('expired');
      // Receivable first, expired last.
      expect(states.indexOf('receivable')).toBeLessThan(states.indexOf('expired'));
      const open = visitor.data.items.find((a) => a.status === 'receivable')!;
      expect(open.started).toBe(true);
      expect(open.name).not.toBe('');
      expect(open.coverUrl).not.toBe('');
      expect(open.received).toBeNull();
    }
  });

  it('a buyer receives the seeded airdrop: the item is theirs at once (source airdrop, cooling period), minted in the background', async () => {
    const buyer = await createBuyer(t, 'demo');
    const list = body<{ items: AirdropView[] }>(await call(t.app, listAirdrops, { token: buyer.token })).data.items;
    const open = list.find((a) => a.status === 'receivable')!;
    const res = body<{ items: { cardNftId: number; serial: number; status: string }[]; receivedAt: number }>(
      await receive(buyer, open.id),
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data.items).toHaveLength(1);
    expect(res.data.items[0]!.status).toBe('minting');
    const nft = await t.db.kysely
      .selectFrom('card_nfts')
      .selectAll()
      .where('id', '=', res.data.items[0]!.cardNftId)
      .executeTakeFirstOrThrow();
    expect(nft).toMatchObject({
      user_id: buyer.userId,
      collection_id: open.collection.id,
      source: 'airdrop',
      order_id: null,
      status: 'held',
    });
    const holdHours = (
      await t.db.kysely
        .selectFrom('collections')
        .select('hold_hours')
        .where('id', '=', open.collection.id)
        .executeTakeFirstOrThrow()
    ).hold_hours;
    expect(Number(nft.transferable_at) - Number(nft.acquired_at)).toBe(holdHours * HOUR);
    // In my claims (business type 6 SEND) and my circulation records, and in my inbox.
    const send = await t.db.kysely.selectFrom('send_records').selectAll().where('card_nft_id', '=', nft.id).execute();
    expect(send).toMatchObject([{ recipient_user_id: buyer.userId, sender_user_id: null, kind: 'airdrop', airdrop_id: open.id }]);
    const moves = await t.db.kysely.selectFrom('circulation_records').selectAll().where('card_nft_id', '=', nft.id).execute();
    expect(moves).toMatchObject([
      { user_id: buyer.userId, direction: 'in', business_type: 6, sale_kind: null, airdrop_id: open.id },
    ]);
    const mint = await t.db.kysely
      .selectFrom('chain_jobs')
      .select('id')
      .where('kind', '=', 'mint')
      .where('token_id', '=', nft.token_id)
      .executeTakeFirstOrThrow();
    expect(moves[0]!.chain_job_id).toBe(mint.id);
    const inbox = await t.db.kysely.selectFrom('inbox_events').selectAll().where('user_id', '=', buyer.userId).execute();
    expect(inbox).toMatchObject([{ kind: 'airdropped', card_nft_id: nft.id, ref: `airdrop:${open.id}` }]);
    // The detail says finished, with what I received.
    const detail = body<AirdropView>(await call(t.app, getAirdrop, { token: buyer.token, params: { id: String(open.id) } }));
    expect(detail.data.status).toBe('finished');
    expect(detail.data.received?.cardNftIds).toEqual([nft.id]);
    // The item page: minting, then held once the outbox has run.
    const item = () => call(t.app, getMyCollectible, { token: buyer.token, params: { cardNftId: String(nft.id) } });
    expect(body<{ status: string }>(await item()).data.status).toBe('minting');
    while ((await t.app.chain.worker.runOnce()) > 0);
    expect(body<{ status: string; serial: number }>(await item()).data).toMatchObject({ status: 'held', serial: nft.serial });
    await invariantsHold();
  });

  it('refuses: no session, no real name, no chain account, not offered, not started, expired, twice, exhausted', async () => {
    const { id } = await airdrop('demo', { claimsLimit: 1 });
    // No session.
    expect(body(await call(t.app, userAirDropTransfer, { body: { airdropId: id } })).code).toBe(ErrorCode.LOGIN_REQUIRED);
    // No real name; a real name without a chain account.
    const plain = await createUserWithSession(t, 'demo');
    expect(await codeOf(receive(plain, id))).toBe(ErrorCode.NOT_REAL_NAME);
    await t.db.kysely.updateTable('users').set({ real_name_at: t.clock() }).where('id', '=', plain.userId).execute();
    expect(await codeOf(receive(plain, id))).toBe(ErrorCode.NO_CHAIN_ACCOUNT);
    // Unknown.
    const a = await createBuyer(t, 'demo');
    expect(await codeOf(receive(a, 987_654))).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
    // Not started, expired.
    const later = await airdrop('demo', { startsIn: HOUR });
    expect(await codeOf(receive(a, later.id))).toBe(ErrorCode.AIRDROP_NOT_STARTED);
    const detail = body<AirdropView>(await call(t.app, getAirdrop, { token: a.token, params: { id: String(later.id) } })).data;
    expect(detail).toMatchObject({ status: 'receivable', started: false });
    const over = await airdrop('demo', { startsIn: -2 * HOUR, endsIn: -HOUR });
    expect(await codeOf(receive(a, over.id))).toBe(ErrorCode.AIRDROP_EXPIRED);
    // Once per user; then the limit of 1 is used up for everyone else.
    expect(await codeOf(receive(a, id))).toBe(0);
    expect(await codeOf(receive(a, id))).toBe(ErrorCode.AIRDROP_RECEIVED);
    const b = await createBuyer(t, 'demo');
    expect(await codeOf(receive(b, id))).toBe(ErrorCode.CLAIMS_EXHAUSTED);
    const seen = body<AirdropView>(await call(t.app, getAirdrop, { token: b.token, params: { id: String(id) } })).data;
    expect(seen).toMatchObject({ status: 'finished', received: null, claimed: 1, claimsLimit: 1 });
    // The message is the catalogue's, in the request's language.
    const zh = body(await call(t.app, userAirDropTransfer, { token: b.token, lang: 'zh-CN', body: { airdropId: id } }));
    expect(zh.msg).toBe('领取次数已用完');
    await invariantsHold();
  });

  it('audiences: a phone list and the holders of a collection; others neither see nor receive it', async () => {
    const listed = await createBuyer(t, 'demo');
    const other = await createBuyer(t, 'demo');
    const phone = await t.db.kysely
      .selectFrom('users')
      .select(['area_code', 'phone'])
      .where('id', '=', listed.userId)
      .executeTakeFirstOrThrow();
    const byPhone = await airdrop('demo', { audience: 'phones', phones: [`${phone.area_code}${phone.phone}`, '13999999999'] });
    const ids = async (u: { token: string }) =>
      body<{ items: AirdropView[] }>(await call(t.app, listAirdrops, { token: u.token, query: { pageSize: 50 } })).data.items.map(
        (a) => a.id,
      );
    expect(await ids(listed)).toContain(byPhone.id);
    expect(await ids(other)).not.toContain(byPhone.id);
    expect(body(await call(t.app, listAirdrops, {})).data).not.toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ id: byPhone.id })]),
    });
    expect(body(await call(t.app, getAirdrop, { token: other.token, params: { id: String(byPhone.id) } })).code).toBe(
      ErrorCode.ACTIVITY_NOT_FOUND,
    );
    expect(await codeOf(receive(other, byPhone.id))).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
    expect(await codeOf(receive(listed, byPhone.id))).toBe(0);

    // Holders: the receiver of the phone airdrop now holds its collection.
    const forHolders = await airdrop('demo', { audience: 'holders', holdersOf: byPhone.collectionId, quantityPerUser: 2 });
    expect(await codeOf(receive(other, forHolders.id))).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
    expect(await ids(listed)).toContain(forHolders.id);
    const got = body<{ items: { serial: number }[] }>(await receive(listed, forHolders.id));
    expect(got.code).toBe(0);
    expect(got.data.items).toHaveLength(2);
    expect(new Set(got.data.items.map((i) => i.serial)).size).toBe(2);
    await invariantsHold();
  });

  it('200 users receiving at once with a limit of 100: exactly 100 claims and 100 items', { timeout: 60_000 }, async () => {
    const { id, collectionId } = await airdrop('demo', { claimsLimit: 100 });
    const users = [];
    for (let i = 0; i < 200; i++) users.push(await createBuyer(t, 'demo'));
    const codes = await Promise.all(users.map((u) => codeOf(receive(u, id))));
    expect(codes.filter((c) => c === 0)).toHaveLength(100);
    expect(codes.filter((c) => c !== 0).every((c) => c === ErrorCode.CLAIMS_EXHAUSTED)).toBe(true);
    const items = await t.db.kysely.selectFrom('card_nfts').select('serial').where('collection_id', '=', collectionId).execute();
    expect(items).toHaveLength(100);
    expect(new Set(items.map((i) => i.serial)).size).toBe(100);
    const claims = await t.db.kysely.selectFrom('airdrop_claims').select('id').where('airdrop_id', '=', id).execute();
    expect(claims).toHaveLength(100);
    await invariantsHold();
  });

  it('the same user receiving twice at once gets one item', { timeout: 20_000 }, async () => {
    const { id, collectionId } = await airdrop('demo');
    const u = await createBuyer(t, 'demo');
    const codes = await Promise.all(Array.from({ length: 8 }, () => codeOf(receive(u, id))));
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === ErrorCode.AIRDROP_RECEIVED)).toBe(true);
    const items = await t.db.kysely.selectFrom('card_nfts').select('id').where('collection_id', '=', collectionId).execute();
    expect(items).toHaveLength(1);
    await invariantsHold();
  });

  it('cross-tenant: an Aurora user neither sees nor receives a Curio Demo airdrop', async () => {
    const { id } = await airdrop('demo');
    const aurora = await createBuyer(t, 'aurora');
    const list = body<{ items: AirdropView[] }>(
      await call(t.app, listAirdrops, { token: aurora.token, host: 'aurora.localhost', query: { pageSize: 50 } }),
    );
    expect(list.data.items.map((a) => a.id)).not.toContain(id);
    expect(
      body(await call(t.app, getAirdrop, { token: aurora.token, host: 'aurora.localhost', params: { id: String(id) } })).code,
    ).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
    expect(await codeOf(receive(aurora, id, 'aurora.localhost'))).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
    // And the Aurora token is not valid on the demo host.
    expect(await codeOf(receive(aurora, id, 'localhost'))).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

describe(`airdrops: the operator and the catalogue file (${DB_KIND})`, () => {
  it('saving by key is idempotent; the list shows claims; a limit below the claims or another collection once claimed is refused', async () => {
    const collectionId = await createCollection(t, 'demo', { supply: 1000 });
    const save = (over: Record<string, unknown> = {}) =>
      call(t.app, operatorSaveAirdrop, {
        ...operator(),
        body: {
          key: 'op-save',
          collectionId,
          audience: 'all',
          startsAt: t.clock() - 1000,
          endsAt: t.clock() + HOUR,
          claimsLimit: 5,
          name: { en: 'Operator airdrop' },
          ...over,
        },
      });
    const first = body<{ id: number; created: boolean }>(await save());
    expect(first).toMatchObject({ code: 0, data: { created: true } });
    const again = body<{ id: number; created: boolean }>(await save({ claimsLimit: 3 }));
    expect(again.data).toEqual({ id: first.data.id, key: 'op-save', created: false });
    expect(await codeOf(receive(await createBuyer(t, 'demo'), first.data.id))).toBe(0);
    expect(await codeOf(receive(await createBuyer(t, 'demo'), first.data.id))).toBe(0);
    expect(body(await save({ claimsLimit: 1 })).code).toBe(ErrorCode.VALIDATION_FAILED);
    const another = await createCollection(t, 'demo');
    expect(body(await save({ collectionId: another })).code).toBe(ErrorCode.VALIDATION_FAILED);
    // A collection of another tenant is not found.
    const auroraCollection = await createCollection(t, 'aurora');
    expect(body(await save({ key: 'op-other', collectionId: auroraCollection })).code).toBe(ErrorCode.VALIDATION_FAILED);
    // Without the operator key: refused.
    expect(body(await call(t.app, operatorSaveAirdrop, { unsigned: true, body: {} })).code).toBe(ErrorCode.OPERATOR_UNAUTHORIZED);
    const list = body<{ airdrops: { id: number; key: string; claimed: number; claimsLimit: number; name: string }[] }>(
      await call(t.app, operatorListAirdrops, operator()),
    );
    expect(list.data.airdrops.find((a) => a.id === first.data.id)).toMatchObject({
      key: 'op-save',
      claimed: 2,
      claimsLimit: 3,
      name: 'Operator airdrop',
    });
    expect(await tenantIdOf(t.db, 'demo')).toBeGreaterThan(0);
    await invariantsHold();
  });

  it('the catalogue file imports airdrops by key (again: updated, not added); a bad reference or window refuses the whole file', async () => {
    const art = { art: { motif: 'grid', colors: ['#111111', '#222222'], seed: 3 } };
    const file = (limit = 10, collection = 'file-airdrop-col') => ({
      format: 'curio-catalogue',
      version: 1,
      collections: [
        {
          key: 'file-airdrop-col',
          name: 'Airdrop collection',
          creator: 'lin-studio',
          media: { kind: 'image', image: art },
          price: 0,
          totalSupply: 1000,
          listed: false,
          sale: { startsInMinutes: -1 },
        },
      ],
      airdrops: [
        {
          key: 'file-airdrop',
          collection,
          name: { en: 'From the file', 'zh-CN': '文件空投' },
          audience: 'all',
          claimsLimit: limit,
          window: { startsInMinutes: -1, endsInMinutes: 60 },
        },
        {
          key: 'file-airdrop-phones',
          collection: 'file-airdrop-col',
          audience: { phones: ['13800000000'] },
          quantityPerUser: 2,
          claimsLimit: 5,
          window: { startsInMinutes: 10, endsInMinutes: 60 },
        },
      ],
    });
    const imp = (f: unknown) => call(t.app, operatorImportCatalogue, { ...operator(), body: f });
    const first = body<{ counts: Record<string, { created: number; updated: number }> }>(await imp(file()));
    expect(first.code, JSON.stringify(first)).toBe(0);
    expect(first.data.counts.airdrops).toEqual({ created: 2, updated: 0 });
    const second = body<{ counts: Record<string, { created: number; updated: number }> }>(await imp(file(20)));
    expect(second.data.counts.airdrops).toEqual({ created: 0, updated: 2 });
    const rows = await t.db.kysely
      .selectFrom('airdrops')
      .selectAll()
      .where('key', 'like', 'file-airdrop%')
      .orderBy('key')
      .execute();
    expect(rows.map((r) => [r.key, r.claims_limit, r.audience, r.quantity_per_user])).toEqual([
      ['file-airdrop', 20, 'all', 1],
      ['file-airdrop-phones', 5, 'phones', 2],
    ]);
    expect(JSON.parse(rows[1]!.phones)).toEqual(['+8613800000000']);
    // A reference to nothing, or a window that ends before it starts: nothing changes.
    const bad = body<{ issues: { path: string }[] }>(await imp(file(30, 'no-such-collection')));
    expect(bad.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(bad.data.issues.map((i) => i.path)).toContain('airdrops[0].collection');
    const badWindow = file(30);
    badWindow.airdrops[0]!.window = { startsInMinutes: 10, endsInMinutes: 5 };
    expect(body(await imp(badWindow)).code).toBe(ErrorCode.VALIDATION_FAILED);
    const still = await t.db.kysely
      .selectFrom('airdrops')
      .select('claims_limit')
      .where('key', '=', 'file-airdrop')
      .executeTakeFirstOrThrow();
    expect(still.claims_limit).toBe(20);
  });
});
