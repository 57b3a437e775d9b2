import {
  consoleGetUser,
  consoleLiftSuspension,
  consoleListListings,
  consoleSuspendUser,
  consoleTakeDownListing,
  ErrorCode,
  getListing,
  getUserInfo,
  listInbox,
  listListings,
  loginByCode,
  placeOrder,
  requestDataExport,
  type ConsoleListing,
  type InboxEvent,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { codeFor, newIp } from './identity-helpers';
import { buy, consignItem, itemRow, itemsOf, listed, listingRow, trader } from './market-helpers';
import { createCollection, order } from './sale-helpers';
import { gift, member } from './transfer-helpers';

// The market's operator view (issue 32 item 6 and 15, decision 067): the console's listings, a take-down,
// a user's suspension and its lifting, and what the user is told in the inbox.

let t: TestApp;
let owner: ConsoleSession;
let auroraOwner: ConsoleSession;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
  auroraOwner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
});
afterAll(async () => {
  await t.close();
});

type Page = { items: ConsoleListing[]; nextBefore: number | null };
const list = async (who: ConsoleSession, query: Record<string, string | number>) => {
  const r = body<Page>(await consoleCall(t.app, consoleListListings, who, { query }));
  expect(r.code, r.msg).toBe(0);
  return r.data;
};
const takeDown = async (who: ConsoleSession, id: number, reason: unknown) =>
  body<ConsoleListing>(await consoleCall(t.app, consoleTakeDownListing, who, { params: { id }, body: { reason } }));
const suspend = async (who: ConsoleSession, id: number, reason: unknown) =>
  body<{ userId: number; suspension: { at: number; reason: string } | null; takenDown: number; heldByOrders: number }>(
    await consoleCall(t.app, consoleSuspendUser, who, { params: { id }, body: { reason } }),
  );
const lift = async (who: ConsoleSession, id: number) =>
  body<{ suspension: null }>(await consoleCall(t.app, consoleLiftSuspension, who, { params: { id }, body: {} }));
const inbox = async (who: { token: string }) =>
  body<{ items: InboxEvent[] }>(await call(t.app, listInbox, { token: who.token, lang: 'en' })).data.items;
const phoneOf = async (userId: number) =>
  (await t.db.kysely.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

describe(`the console's market listings (${DB_KIND})`, () => {
  it('pages newest first; filters by state, collection, seller id or phone and price; never another tenant’s', async () => {
    const seller = await trader(t);
    const other = await trader(t);
    const mine = await itemsOf(t, seller, { count: 3, price: 1_000 });
    const theirs = await itemsOf(t, other, { count: 1, price: 1_000 });
    const a = await listed(t, seller, mine.ids[0]!, 1_200);
    const b = await listed(t, seller, mine.ids[1]!, 2_500);
    const c = await listed(t, seller, mine.ids[2]!, 5_000);
    const d = await listed(t, other, theirs.ids[0]!, 3_000);
    const buyer = await trader(t);
    expect((await buy(t, buyer, c)).code).toBe(0); // c is locked by the buyer's unpaid order

    // Another tenant's listing (its own row on aurora): never on demo's list, and demo's never on aurora's.
    const aurora = await tenantIdOf(t.db, 'aurora');
    const foreign = await t.db.kysely
      .insertInto('listings')
      .values({
        tenant_id: aurora,
        card_nft_id: 999_999,
        collection_id: mine.collectionId,
        serial: 1,
        seller_id: seller.userId,
        category_path: '',
        issue_price: 1_000,
        price: 1_500,
        deal_bp: 15_000,
        fee_bp: 500,
        royalty_bp: 0,
        status: 'on_sale',
        listed_at: t.clock(),
        updated_at: t.clock(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const bySeller = await list(owner, { seller: String(seller.userId) });
    expect(bySeller.items.map((l) => l.id)).toEqual([c, b, a]);
    expect(bySeller.items.map((l) => l.id)).not.toContain(foreign.id);
    expect(bySeller.items[0]).toMatchObject({
      state: 'locked',
      price: 5_000,
      seller: { id: seller.userId },
      cardNftId: mine.ids[2],
    });
    expect(bySeller.items[0]!.seller.maskedPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(bySeller.items[0]!.collectionName).not.toBe('');

    // Paging: two, then the rest, by the last id.
    const first = await list(owner, { seller: String(seller.userId), limit: 2 });
    expect(first.items.map((l) => l.id)).toEqual([c, b]);
    expect(first.nextBefore).toBe(b);
    const second = await list(owner, { seller: String(seller.userId), limit: 2, before: first.nextBefore! });
    expect(second.items.map((l) => l.id)).toEqual([a]);
    expect(second.nextBefore).toBeNull();

    // By phone (with and without the area code), by state, by collection, by price range.
    const phone = await phoneOf(seller.userId);
    expect((await list(owner, { seller: phone })).items.map((l) => l.id)).toEqual([c, b, a]);
    expect((await list(owner, { seller: `+86${phone}` })).items.map((l) => l.id)).toEqual([c, b, a]);
    expect((await list(owner, { seller: String(seller.userId), state: 'locked' })).items.map((l) => l.id)).toEqual([c]);
    expect((await list(owner, { collectionId: theirs.collectionId })).items.map((l) => l.id)).toEqual([d]);
    expect(
      (await list(owner, { seller: String(seller.userId), priceMin: 2_000, priceMax: 4_000 })).items.map((l) => l.id),
    ).toEqual([b]);
    expect((await list(owner, { seller: 'not-a-user' })).items).toEqual([]);

    // Aurora's owner sees aurora's row only.
    const onAurora = await list(auroraOwner, { seller: String(seller.userId) });
    expect(onAurora.items.map((l) => l.id)).toEqual([foreign.id]);
    const all = await list(auroraOwner, { limit: 100 });
    for (const id of [a, b, c, d]) expect(all.items.map((l) => l.id)).not.toContain(id);
  });
});

describe(`taking a listing down (${DB_KIND})`, () => {
  it('ends it taken_down, the item back in the seller’s hands, the seller told with the reason, an audit row', async () => {
    const seller = await trader(t);
    const { ids, collectionId } = await itemsOf(t, seller, { count: 1, price: 1_000 });
    const id = await listed(t, seller, ids[0]!, 1_800);
    expect((await itemRow(t, ids[0]!)).status).toBe('on_consignment');

    const res = await takeDown(owner, id, 'Counterfeit description');
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ id, state: 'taken_down', takeDownReason: 'Counterfeit description', cardNftId: ids[0] });
    const row = await listingRow(t, id);
    expect(row).toMatchObject({
      status: 'taken_down',
      take_down_reason: 'Counterfeit description',
      taken_down_by: owner.operatorId,
    });
    expect(row.ended_at).not.toBeNull();
    // The item: the seller's, unlocked (it may be consigned again, gifted ...).
    expect((await itemRow(t, ids[0]!)).status).toBe('held');
    expect((await itemRow(t, ids[0]!)).user_id).toBe(seller.userId);

    // The seller's inbox: the collectible, the reason.
    const [event] = await inbox(seller);
    expect(event).toMatchObject({
      kind: 'listing_taken_down',
      cardNftId: ids[0],
      ref: `listing:${id}`,
      params: { collectionId, amount: 1_800, reason: 'Counterfeit description', serial: 1 },
      readAt: null,
    });
    expect(typeof event!.params.collection).toBe('string');

    // The audit row, in the take-down's transaction.
    const [audit] = await auditRows(t.app, 'market.listing.takeDown');
    expect(audit).toMatchObject({ target_type: 'listing', target_id: String(id), operator_id: owner.operatorId });
    expect(JSON.parse(audit!.after_json)).toMatchObject({ status: 'taken_down', reason: 'Counterfeit description' });

    // To buyers it is gone: not on the C2C tab, its page says ended, ordering it is sold out.
    const tab = body<{ items: { id: number }[] }>(
      await call(t.app, listListings, { query: { collectionId: String(collectionId) } }),
    );
    expect(tab.data.items.map((l) => l.id)).not.toContain(id);
    const buyer = await trader(t);
    expect(
      body<{ status: string }>(await call(t.app, getListing, { token: buyer.token, params: { id: String(id) } })).data.status,
    ).toBe('cancelled');
    expect((await buy(t, buyer, id)).code).toBe(ErrorCode.SOLD_OUT);
    // The seller may consign it again.
    expect((await consignItem(t, seller, ids[0]!, 1_500)).code).toBe(0);
  });

  it('refuses a locked listing, an ended one, no reason, another tenant’s and a finance operator; nothing changes', async () => {
    const seller = await trader(t);
    const { ids } = await itemsOf(t, seller, { count: 2, price: 1_000 });
    const locked = await listed(t, seller, ids[0]!, 1_200);
    const open = await listed(t, seller, ids[1]!, 1_300);
    const buyer = await trader(t);
    expect((await buy(t, buyer, locked)).code).toBe(0);
    const auditsBefore = (await auditRows(t.app, 'market.listing.takeDown')).length;
    const inboxBefore = (await inbox(seller)).length;

    expect((await takeDown(owner, locked, 'Fraud report')).code).toBe(ErrorCode.LISTING_HELD_BY_ORDER);
    expect((await listingRow(t, locked)).status).toBe('locked');
    expect((await takeDown(owner, open, '')).code).toBe(ErrorCode.CONDUCT_REASON_INVALID);
    expect((await takeDown(owner, open, 'x')).code).toBe(ErrorCode.CONDUCT_REASON_INVALID);
    expect((await takeDown(owner, open, 'a'.repeat(201))).code).toBe(ErrorCode.TEXT_TOO_LONG);
    expect((await takeDown(auroraOwner, open, 'Fraud report')).code).toBe(ErrorCode.NOT_FOUND);
    const finance = await signInConsole(t.app, { tenant: 'demo', role: 'finance' });
    expect((await takeDown(finance, open, 'Fraud report')).code).not.toBe(0);
    expect((await listingRow(t, open)).status).toBe('on_sale');
    expect((await itemRow(t, ids[1]!)).status).toBe('on_consignment');

    expect((await takeDown(owner, open, 'Fraud report')).code).toBe(0);
    expect((await takeDown(owner, open, 'Fraud report')).code).toBe(ErrorCode.LISTING_NOT_ON_SALE);
    expect((await auditRows(t.app, 'market.listing.takeDown')).length).toBe(auditsBefore + 1);
    expect((await inbox(seller)).length).toBe(inboxBefore + 1);
  });
});

describe(`suspending a user (${DB_KIND})`, () => {
  it('refuses ordering, paying, consigning and gifting with 5000280; sign-in, browsing and the export still work; lifting restores', async () => {
    const user = await trader(t);
    const { ids } = await itemsOf(t, user, { count: 4, price: 1_000 });
    const onSale = await listed(t, user, ids[0]!, 1_200);
    const held = await listed(t, user, ids[1]!, 1_300);
    const buyer = await trader(t);
    expect((await buy(t, buyer, held)).code).toBe(0);
    const drop = await createCollection(t, 'demo', { supply: 10, price: 500 });
    const friend = await member(t);

    const res = await suspend(owner, user.userId, 'Chargeback fraud');
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      userId: user.userId,
      suspension: { reason: 'Chargeback fraud' },
      takenDown: 1,
      heldByOrders: 1,
    });
    // Listings: the one on sale taken down with the reason, the one a buyer holds left to that order.
    expect(await listingRow(t, onSale)).toMatchObject({ status: 'taken_down', take_down_reason: 'Chargeback fraud' });
    expect((await itemRow(t, ids[0]!)).status).toBe('held');
    expect((await listingRow(t, held)).status).toBe('locked');
    // Told: the suspension and the take-down.
    const events = await inbox(user);
    expect(events.map((e) => e.kind).slice(0, 2)).toEqual(['account_suspended', 'listing_taken_down']);
    expect(events[0]!.params).toEqual({ reason: 'Chargeback fraud' });
    const [audit] = await auditRows(t.app, 'user.suspend');
    expect(audit).toMatchObject({ target_type: 'user', target_id: String(user.userId), operator_id: owner.operatorId });
    // The console's user page shows it.
    const page = body<{ suspension: { reason: string } | null }>(
      await consoleCall(t.app, consoleGetUser, owner, { params: { id: user.userId } }),
    );
    expect(page.data.suspension).toMatchObject({ reason: 'Chargeback fraud' });

    // Refused at once (the session cache was told), in the user's language, with the reason; nothing written.
    const ordersBefore = await t.db.kysely.selectFrom('orders').select('id').where('user_id', '=', user.userId).execute();
    const placed = await order(t, user, drop);
    expect(placed.code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect(placed.msg).toContain('Chargeback fraud');
    const zh = body(
      await call(t.app, placeOrder, {
        token: user.token,
        lang: 'zh-CN',
        body: { businessType: 4, itemId: drop, quantity: 1 },
      }),
    );
    expect(zh.code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect(zh.msg).toContain('暂停');
    expect((await consignItem(t, user, ids[2]!, 1_500)).code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect((await gift(t, { ...user, tenantCode: 'demo' }, ids[3]!, friend)).code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect(await t.db.kysely.selectFrom('orders').select('id').where('user_id', '=', user.userId).execute()).toEqual(
      ordersBefore,
    );
    expect((await itemRow(t, ids[2]!)).status).toBe('held');
    expect((await itemRow(t, ids[3]!)).user_id).toBe(user.userId);

    // Still: browsing, signing in, the data export.
    expect(body(await call(t.app, getUserInfo, { token: user.token })).code).toBe(0);
    const phone = await phoneOf(user.userId);
    const code = await codeFor(t, { phone, purpose: 'login' });
    const login = body<{ token: string }>(
      await call(t.app, loginByCode, { ip: newIp(), body: { areaCode: '+86', phone, code } }),
    );
    expect(login.code, login.msg).toBe(0);
    // A new session carries the suspension too.
    expect((await order(t, { token: login.data.token }, drop)).code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect(body(await call(t.app, requestDataExport, { token: user.token })).code).toBe(0);

    // Twice: refused, nothing changes.
    expect((await suspend(owner, user.userId, 'Again')).code).toBe(ErrorCode.USER_ALREADY_SUSPENDED);
    expect((await suspend(owner, user.userId, '')).code).toBe(ErrorCode.CONDUCT_REASON_INVALID);
    expect((await suspend(auroraOwner, user.userId, 'Elsewhere')).code).toBe(ErrorCode.NOT_FOUND);
    expect((await auditRows(t.app, 'user.suspend')).filter((r) => r.target_id === String(user.userId))).toHaveLength(1);

    // Lifting: told, audited, and ordering works again at once; the listing taken down stays down.
    const lifted = await lift(owner, user.userId);
    expect(lifted.code, lifted.msg).toBe(0);
    expect(lifted.data.suspension).toBeNull();
    expect((await inbox(user))[0]).toMatchObject({ kind: 'account_reinstated' });
    expect((await auditRows(t.app, 'user.liftSuspension'))[0]).toMatchObject({ target_id: String(user.userId) });
    expect((await lift(owner, user.userId)).code).toBe(ErrorCode.USER_NOT_SUSPENDED);
    expect((await order(t, user, drop)).code).toBe(0);
    expect((await listingRow(t, onSale)).status).toBe('taken_down');
    expect((await consignItem(t, user, ids[2]!, 1_500)).code).toBe(0);
  });
});
