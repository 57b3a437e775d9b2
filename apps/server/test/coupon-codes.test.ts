import {
  createRedeemCodes,
  ErrorCode,
  listMyCoupons,
  listRedemptions,
  redeemCode,
  REDEEM_CODE_ALPHABET,
  type Coupon,
  type Redemption,
} from '@curio/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSaleInvariants, saleBaseline, type SaleBaseline } from './support/invariants';
import { consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type TestApp } from './helpers';
import { createBuyer, createCollection } from './sale-helpers';
import { createTemplate } from './coupon-helpers';
import { DEMO_REDEEM_CODES, seedDemoCoupons } from '../src/seed/demo-coupons';

// Redemption codes (issue 19, decision 043): random codes of an unambiguous alphabet, stored hashed, one
// use each (also when redeemed at once), a batch per campaign with an expiry, a coupon or a collectible;
// guessing is bounded per user and per address; a code of one tenant is unknown on another.

let t: TestApp;
let baseline: SaleBaseline;
let editor: ConsoleSession;
let ipSeq = 0;
/** A fresh client address (the per-address limit counts per address). */
const ip = () => `10.9.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

beforeAll(async () => {
  t = await createTestApp();
  baseline = await saleBaseline(t.db.kysely);
  editor = await signInConsole(t.app, { tenant: 'demo', role: 'editor' });
}, 60_000);
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  expect(await checkSaleInvariants(t.db.kysely, baseline)).toEqual([]);
});

type Grants = { kind: 'coupon'; couponId: number } | { kind: 'collectible'; collectionId: number };

async function batch(grants: Grants, count = 3, expiresIn = 86_400_000, who: ConsoleSession = editor) {
  const res = await consoleCall(t.app, createRedeemCodes, who, {
    body: { name: 'Test batch', grants, count, expiresAt: t.clock() + expiresIn },
  });
  const json = res.json() as { code: number; data: { batch: { id: number }; codes: string[]; csv: string } };
  expect(json.code).toBe(0);
  return json.data;
}

async function redeem(user: { token: string }, code: string, o: { host?: string; ip?: string } = {}) {
  return body<Redemption>(
    await call(t.app, redeemCode, { host: o.host ?? 'localhost', token: user.token, ip: o.ip ?? ip(), body: { code } }),
  );
}

describe(`redemption codes (${DB_KIND})`, () => {
  it('a batch: codes of 16 unambiguous characters, shown once with a CSV, stored only as hashes', async () => {
    const templateId = await createTemplate(t, 'demo', { amount: 300, claimable: false });
    const b = await batch({ kind: 'coupon', couponId: templateId }, 50);
    expect(b.codes).toHaveLength(50);
    expect(new Set(b.codes).size).toBe(50);
    for (const c of b.codes) {
      expect(c).toHaveLength(16);
      for (const ch of c) expect(REDEEM_CODE_ALPHABET).toContain(ch);
      expect(c).not.toMatch(/[01OIL]/);
    }
    expect(b.csv.split('\n')).toEqual(['code', ...b.codes, '']);
    const rows = await t.db.kysely.selectFrom('redeem_codes').selectAll().where('batch_id', '=', b.batch.id).execute();
    expect(rows).toHaveLength(50);
    const stored = JSON.stringify(rows);
    for (const c of b.codes) expect(stored).not.toContain(c);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
  });

  it('a coupon code: into my coupons, once; typed in lower case with spaces and dashes too; my redemptions list it', async () => {
    const templateId = await createTemplate(t, 'demo', { amount: 300, claimable: false });
    const { codes } = await batch({ kind: 'coupon', couponId: templateId });
    const user = await createUserWithSession(t, 'demo');
    const typed = `${codes[0]!.slice(0, 4).toLowerCase()}-${codes[0]!.slice(4, 8)} ${codes[0]!.slice(8)}`;
    const got = await redeem(user, typed);
    expect(got.code).toBe(0);
    expect(got.data).toMatchObject({ kind: 'coupon', maskedCode: `************${codes[0]!.slice(-4)}`, collectible: null });
    expect(got.data.coupon).toMatchObject({ templateId, source: 'redeem', status: 'usable', amount: 300 });
    const mine = body<{ items: Coupon[] }>(await call(t.app, listMyCoupons, { token: user.token }));
    expect(mine.data.items.map((c) => c.id)).toEqual([got.data.coupon!.id]);
    // Once: the same user or another.
    expect((await redeem(user, codes[0]!)).code).toBe(ErrorCode.REDEEM_CODE_INVALID);
    const other = await createUserWithSession(t, 'demo');
    expect((await redeem(other, codes[0]!)).code).toBe(ErrorCode.REDEEM_CODE_INVALID);
    const list = body<{ items: Redemption[] }>(await call(t.app, listRedemptions, { token: user.token }));
    expect(list.data.items.map((r) => r.id)).toEqual([got.data.id]);
  });

  it('unknown, used and expired codes answer the same 5000035 with the same text; an empty code 4000033', async () => {
    const templateId = await createTemplate(t, 'demo', { claimable: false });
    const { codes } = await batch({ kind: 'coupon', couponId: templateId }, 2, 60_000);
    const user = await createUserWithSession(t, 'demo');
    expect((await redeem(user, codes[0]!)).code).toBe(0);
    const used = await redeem(user, codes[0]!);
    const unknown = await redeem(user, 'ABCDEFGHJKMNPQRS');
    const garbage = await redeem(user, '%%%');
    t.clock.advance(60_001);
    const expired = await redeem(user, codes[1]!);
    for (const r of [used, unknown, garbage, expired]) {
      expect(r.code).toBe(ErrorCode.REDEEM_CODE_INVALID);
      expect(r.msg).toBe(used.msg);
    }
    expect((await redeem(user, '   ')).code).toBe(ErrorCode.REDEEM_CODE_REQUIRED);
    expect(body(await call(t.app, redeemCode, { token: user.token, body: {} })).code).toBe(ErrorCode.REDEEM_CODE_REQUIRED);
  });

  it('a code redeemed by many at once: exactly one gets it', async () => {
    const templateId = await createTemplate(t, 'demo', { claimable: false });
    const { codes } = await batch({ kind: 'coupon', couponId: templateId }, 1);
    const users = await Promise.all(Array.from({ length: 6 }, () => createUserWithSession(t, 'demo')));
    const results = await Promise.all(users.map((u) => redeem(u, codes[0]!)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.REDEEM_CODE_INVALID)).toHaveLength(5);
    const given = await t.db.kysely.selectFrom('user_coupons').select('id').where('template_id', '=', templateId).execute();
    expect(given).toHaveLength(1);
  });

  it('a code of one tenant is unknown on another', async () => {
    const templateId = await createTemplate(t, 'demo', { claimable: false });
    const { codes } = await batch({ kind: 'coupon', couponId: templateId }, 1);
    const auroraUser = await createUserWithSession(t, 'aurora');
    expect((await redeem(auroraUser, codes[0]!, { host: 'aurora.localhost' })).code).toBe(ErrorCode.REDEEM_CODE_INVALID);
    const demoUser = await createUserWithSession(t, 'demo');
    expect((await redeem(demoUser, codes[0]!)).code).toBe(0);
  });

  it('guessing is bounded per user and per address: 5000194 past the limit, even for a good code', async () => {
    const templateId = await createTemplate(t, 'demo', { claimable: false });
    const { codes } = await batch({ kind: 'coupon', couponId: templateId }, 2);
    const guesser = await createUserWithSession(t, 'demo');
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await redeem(guesser, `GUESS${String(i).padStart(11, '2')}`)).code);
    expect(answers.slice(0, 10).every((c) => c === ErrorCode.REDEEM_CODE_INVALID)).toBe(true);
    expect(answers[10]).toBe(ErrorCode.REDEEM_TOO_MANY_ATTEMPTS);
    expect((await redeem(guesser, codes[0]!)).code).toBe(ErrorCode.REDEEM_TOO_MANY_ATTEMPTS);
    // Per address: many users from one address.
    const address = ip();
    const codesSeen: number[] = [];
    for (let i = 0; i < 31; i++) {
      const u = await createUserWithSession(t, 'demo');
      codesSeen.push((await redeem(u, 'ABCDEFGHJKMNPQRS', { ip: address })).code);
    }
    expect(codesSeen.slice(0, 30).every((c) => c === ErrorCode.REDEEM_CODE_INVALID)).toBe(true);
    expect(codesSeen[30]).toBe(ErrorCode.REDEEM_TOO_MANY_ATTEMPTS);
    // Another user from another address still redeems.
    const fresh = await createUserWithSession(t, 'demo');
    expect((await redeem(fresh, codes[1]!)).code).toBe(0);
  });

  it('the demo seed: campaigns, a coupon for the collector, printed codes that work once; idempotent', async () => {
    expect(await seedDemoCoupons(t.app)).toEqual(['demo', 'aurora']);
    expect(await seedDemoCoupons(t.app)).toEqual([]);
    const user = await createUserWithSession(t, 'demo');
    const got = await redeem(user, DEMO_REDEEM_CODES.demo!.coupon[0]!);
    expect(got.code).toBe(0);
    expect(got.data.coupon).toMatchObject({ amount: 500, minSpend: 2_000 });
    expect((await redeem(user, DEMO_REDEEM_CODES.demo!.coupon[0]!)).code).toBe(ErrorCode.REDEEM_CODE_INVALID);
    // Aurora's codes are Aurora's.
    expect((await redeem(user, DEMO_REDEEM_CODES.aurora!.coupon[0]!)).code).toBe(ErrorCode.REDEEM_CODE_INVALID);
    const campaigns = await t.db.kysely.selectFrom('coupon_templates').select('key').where('key', 'like', 'demo-%').execute();
    expect(campaigns).toHaveLength(4);
    const granted = await t.db.kysely.selectFrom('user_coupons').select('id').where('source', '=', 'grant').execute();
    expect(granted).toHaveLength(2);
  });

  it('a collectible code: minted to me like an airdrop (serial, chain job), listed as minting then held', async () => {
    const collectionId = await createCollection(t, 'demo', { supply: 10, price: 990 });
    const { codes } = await batch({ kind: 'collectible', collectionId }, 2);
    const buyer = await createBuyer(t, 'demo');
    const got = await redeem(buyer, codes[0]!);
    expect(got.code).toBe(0);
    expect(got.data).toMatchObject({ kind: 'collectible', coupon: null, collectible: { collectionId, status: 'minting' } });
    const cardNftId = got.data.collectible!.cardNftId!;
    const nft = await t.db.kysely.selectFrom('card_nfts').selectAll().where('id', '=', cardNftId).executeTakeFirstOrThrow();
    // Its source says it was redeemed, not airdropped (decision 062).
    expect(nft).toMatchObject({ user_id: buyer.userId, collection_id: collectionId, source: 'redemption' });
    while ((await t.app.chain.worker.runOnce()) > 0);
    const list = body<{ items: Redemption[] }>(await call(t.app, listRedemptions, { token: buyer.token }));
    expect(list.data.items[0]?.collectible).toMatchObject({ cardNftId, status: 'held' });
    // A user without a chain account cannot receive one (and the code stays unused).
    const plain = await createUserWithSession(t, 'demo');
    const refused = await redeem(plain, codes[1]!);
    expect(refused.code).not.toBe(0);
    expect(refused.code).not.toBe(ErrorCode.REDEEM_CODE_INVALID);
    const code = await t.db.kysely
      .selectFrom('redeem_codes')
      .select('redeemed_by')
      .where('last4', '=', codes[1]!.slice(-4))
      .execute();
    expect(code.some((c) => c.redeemed_by === null)).toBe(true);
  });
});
