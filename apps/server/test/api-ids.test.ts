import {
  confirmActivityOrder,
  consoleListCoupons,
  createRedeemCodes,
  ErrorCode,
  errorMessage,
  getFavouriteStates,
  ID_MAX,
  listCastRecords,
  listCollections,
  listFavourites,
  listInbox,
  listInvitees,
  markInboxRead,
  placeOrder,
  recharge,
  refusalEnvelope,
  unbindBankCard,
  withdraw,
  type CallDefinition,
  type ErrorCodeValue,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, openApiDocument, operationsOf, parametersOf, resolve, type OpenApiDocument } from './api-helpers';
import { consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { couponFor } from './coupon-helpers';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type CallOptions, type TestApp } from './helpers';
import { createBuyer, createCollection } from './sale-helpers';
import { createVerifiedUser, openWalletFor, requestId, WALLET_PASSWORD, type WalletUser } from './wallet-helpers';

// Issue 31 item 13 (decision 059): every id the contract takes is one id schema, 1 to ID_MAX (2^31 − 1:
// every id column is PostgreSQL's 32-bit serial or integer). An id past it is refused with a catalogue
// code before any query (it answered HTTP 500 on PostgreSQL: "value out of range for type integer"),
// changes nothing, and ID_MAX itself reaches the database and is simply not found. Both databases.

const TOO_BIG = ID_MAX + 1; // 2147483648: ten digits
const SAFE_BUT_TOO_BIG = 9_007_199_254_740_990;

let t: TestApp;
let me: { userId: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  me = await createUserWithSession(t, 'demo');
});
afterAll(async () => {
  await t.close();
});

/** Rows of the tables an order, a coupon or a wallet call could touch. */
async function counts(): Promise<Record<string, number>> {
  const tables = [
    'orders',
    'purchase_quotas',
    'payments',
    'user_coupons',
    'wallet_cards',
    'wallet_notices',
    'redeem_batches',
  ] as const;
  const out: Record<string, number> = {};
  for (const name of tables) {
    const row = await t.db.kysely
      .selectFrom(name)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[name] = Number(row.n);
  }
  return out;
}

/** Calls, and expects HTTP 200 with the refusal `code` (its English text), a refusal envelope, and no row changed. */
async function refused(def: CallDefinition, o: CallOptions, code: ErrorCodeValue, what: string) {
  const before = await counts();
  const res = await call(t.app, def, { lang: 'en', ...o });
  expect(res.statusCode, what).toBe(200);
  const b = body(res);
  expect(b.code, `${what}: ${res.body.slice(0, 200)}`).toBe(code);
  expect(b.msg, what).toBe(errorMessage(code, 'en'));
  expect(refusalEnvelope.safeParse(b).success, what).toBe(true);
  expect(await counts(), what).toEqual(before);
}

describe(`ids past the columns (${DB_KIND})`, () => {
  it('getFavouriteStates: a ten-digit id past ID_MAX is refused; ID_MAX is simply not kept', async () => {
    const o = { token: me.token };
    for (const ids of [String(TOO_BIG), '9999999999', `1,${TOO_BIG}`]) {
      await refused(getFavouriteStates, { ...o, query: { targetType: 'collection', ids } }, ErrorCode.VALIDATION_FAILED, ids);
    }
    const ok = body<{ items: { targetId: number; favourited: boolean; count: number }[] }>(
      await call(t.app, getFavouriteStates, { ...o, query: { targetType: 'listing', ids: `1000000000,${ID_MAX}` } }),
    );
    expect(ok.code).toBe(0);
    expect(ok.data.items.map((i) => [i.targetId, i.favourited, i.count])).toEqual([
      [1000000000, false, 0],
      [ID_MAX, false, 0],
    ]);
  });

  it('listInvitees ?before=2147483648 is refused; ?before=ID_MAX is an empty page', async () => {
    for (const before of [TOO_BIG, SAFE_BUT_TOO_BIG]) {
      await refused(listInvitees, { token: me.token, query: { before } }, ErrorCode.VALIDATION_FAILED, `before ${before}`);
    }
    const ok = body<{ items: unknown[]; nextBefore: number | null }>(
      await call(t.app, listInvitees, { token: me.token, query: { before: ID_MAX } }),
    );
    expect(ok).toMatchObject({ code: 0, data: { items: [], nextBefore: null } });
  });

  it('markInboxRead {"id":9007199254740990} is refused; ID_MAX is not one of mine (4000006)', async () => {
    for (const id of [SAFE_BUT_TOO_BIG, TOO_BIG, String(TOO_BIG)]) {
      await refused(markInboxRead, { token: me.token, body: { id } }, ErrorCode.VALIDATION_FAILED, `id ${id}`);
    }
    await refused(markInboxRead, { token: me.token, body: { id: ID_MAX } }, ErrorCode.NOT_FOUND, 'ID_MAX');
  });

  it('card ids: unbinding, recharging or withdrawing with a card id past ID_MAX is 5000081, like an unknown card', async () => {
    const u: WalletUser = await createVerifiedUser(t);
    await openWalletFor(t, u);
    const o = { host: u.host, token: u.token };
    const calls: [CallDefinition, (cardId: number) => Record<string, unknown>][] = [
      [unbindBankCard, (cardId) => ({ cardId, password: WALLET_PASSWORD })],
      [recharge, (cardId) => ({ cardId, amount: 100, password: WALLET_PASSWORD, requestId: requestId() })],
      [withdraw, (cardId) => ({ cardId, amount: 100, password: WALLET_PASSWORD, requestId: requestId() })],
    ];
    for (const [def, make] of calls) {
      for (const cardId of [TOO_BIG, SAFE_BUT_TOO_BIG, ID_MAX]) {
        await refused(def, { ...o, body: make(cardId) }, ErrorCode.BANK_CARD_NOT_FOUND, `${def.operationId} ${cardId}`);
      }
    }
  });

  it('coupon ids: an order or an activity order with a coupon id past ID_MAX is 5000190, like a coupon not mine; no order', async () => {
    const buyer = await createBuyer(t, 'demo');
    const collectionId = await createCollection(t, 'demo', { price: 1000 });
    const mine = await couponFor(t, buyer);
    const order = (couponId: number) => ({ businessType: 4, itemId: collectionId, quantity: 1, couponId });
    for (const couponId of [TOO_BIG, SAFE_BUT_TOO_BIG, ID_MAX]) {
      await refused(
        placeOrder,
        { token: buyer.token, body: order(couponId) },
        ErrorCode.COUPON_NOT_USABLE,
        `placeOrder ${couponId}`,
      );
      await refused(
        confirmActivityOrder,
        { token: buyer.token, body: { activityId: ID_MAX, couponId } },
        couponId === ID_MAX ? ErrorCode.ACTIVITY_NOT_FOUND : ErrorCode.COUPON_NOT_USABLE,
        `confirmActivityOrder ${couponId}`,
      );
    }
    // The same order with my own coupon goes through (the refusals above were the id's, not the order's).
    const ok = body(await call(t.app, placeOrder, { token: buyer.token, body: order(mine) }));
    expect(ok.code).toBe(0);
  });

  it('coupon ids in the console: a redemption batch granting coupon 2147483648, or a list before it, is refused', async () => {
    const owner: ConsoleSession = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    const before = await counts();
    const grant = await consoleCall(t.app, createRedeemCodes, owner, {
      body: { name: 'Too big', grants: { kind: 'coupon', couponId: TOO_BIG }, count: 1, expiresAt: t.clock() + 86_400_000 },
    });
    expect(grant.json<{ code: number }>().code).toBe(ErrorCode.VALIDATION_FAILED);
    const list = await consoleCall(t.app, consoleListCoupons, owner, { query: { before: TOO_BIG } });
    expect(list.json<{ code: number }>().code).toBe(ErrorCode.VALIDATION_FAILED);
    const page = await consoleCall(t.app, consoleListCoupons, owner, { query: { before: ID_MAX } });
    expect(page.json<{ code: number }>().code).toBe(0);
    expect(await counts()).toEqual(before);
  });
});

describe(`numbers no schema bounds (${DB_KIND})`, () => {
  it('a cursor naming an id past ID_MAX never answers 500: PostgreSQL refuses it (4000001, out-of-range); SQLite reads past it', async () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const tries: [CallDefinition, Record<string, string>][] = [
      [listInbox, { cursor: String(TOO_BIG) }],
      [listInbox, { cursor: String(SAFE_BUT_TOO_BIG) }],
      [listFavourites, { cursor: String(TOO_BIG) }],
      [listCollections, { sortType: '2', cursor: b64([2, 100, TOO_BIG]) }],
      [listCastRecords, { cursor: String(TOO_BIG) }],
    ];
    for (const [def, query] of tries) {
      const what = `${def.operationId} ${JSON.stringify(query)}`;
      const res = await call(t.app, def, { token: me.token, query, lang: 'en' });
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(200);
      const b = body(res);
      if (DB_KIND === 'pg') {
        expect(b, what).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, data: { reason: 'out-of-range' } });
        expect(refusalEnvelope.safeParse(b).success, what).toBe(true);
      } else {
        expect([0, ErrorCode.VALIDATION_FAILED], what).toContain(b.code);
      }
    }
  });
});

describe(`every id parameter of the document (${DB_KIND})`, () => {
  let doc: OpenApiDocument;
  let client: ApiClient;
  beforeAll(async () => {
    doc = await openApiDocument(t);
    client = await ApiClient.create(t);
  });

  it('publishes each id of a path or a query as an integer up to ID_MAX', () => {
    const named = operationsOf(doc).flatMap((o) =>
      [...parametersOf(o, 'path'), ...parametersOf(o, 'query')]
        .filter((p) => /(^id|Id|^before)$/.test(p.name) && resolve(doc, p.schema).type === 'integer')
        .map((p) => ({ at: `${o.operationId} ${p.name}`, max: resolve(doc, p.schema).maximum })),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((p) => p.max !== ID_MAX)).toEqual([]);
  });

  it('refuses ID_MAX + 1 in each with a catalogue code, and takes ID_MAX to the database without a fault', async () => {
    const ops = operationsOf(doc).filter((o) => !/logout/i.test(o.operationId));
    let checked = 0;
    for (const o of ops) {
      for (const p of [...parametersOf(o, 'path'), ...parametersOf(o, 'query')]) {
        const s = resolve(doc, p.schema);
        if (s.type !== 'integer' || s.maximum !== ID_MAX) continue;
        checked += 1;
        const put = (v: number) => (p.in === 'path' ? { params: { [p.name]: String(v) } } : { query: { [p.name]: String(v) } });
        const what = `${o.operationId} ${p.name}`;
        const over = await client.send(o, put(TOO_BIG));
        expect(over.statusCode, what).toBe(200);
        const b = over.json<{ code: number }>();
        expect(refusalEnvelope.safeParse(b).success, `${what}: ${over.body.slice(0, 200)}`).toBe(true);
        const atMax = await client.send(o, put(ID_MAX));
        expect(atMax.statusCode, `${what} at ID_MAX: ${atMax.body.slice(0, 200)}`).toBe(200);
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
