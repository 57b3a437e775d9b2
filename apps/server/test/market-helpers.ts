import {
  cancelConsignment,
  consign,
  createPayment,
  placeOrder,
  previewConsignment,
  type ConsignmentQuote,
  type MyListing,
  type Order,
} from '@curio/contract';
import { expect } from 'vitest';
import { DEFAULT_CHAIN_CHANNEL } from '../src/modules/tenant/index';
import { body, call, tenantIdOf, type TestApp } from './helpers';
import { createCollection } from './sale-helpers';
import { PAY_PASSWORD, type Member } from './transfer-helpers';
import { createVerifiedBuyer, openBuyerWallet, rechargeWallet } from './wallet-pay-helpers';

// Helpers of the resale market's tests (issue 16, decision 033): sellers with a pay password and an open
// wallet, items of collections with resale terms, and the market's calls as a user makes them.

export { PAY_PASSWORD };

/** A user who may consign and buy: real name, chain account, pay password, an open wallet (holding `fen`). */
export async function trader(
  t: TestApp,
  o: { fen?: number; wallet?: boolean } = {},
): Promise<Member & { accountRef: string | null }> {
  const u = await createVerifiedBuyer(t);
  const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, 'demo')))!;
  await t.app.identity.accounts.setPayPassword(tenant, u.userId, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
  let accountRef: string | null = null;
  if (o.wallet !== false) {
    accountRef = await openBuyerWallet(t, u);
    if ((o.fen ?? 0) > 0) await rechargeWallet(t, u, o.fen!);
  }
  return { ...u, tenantCode: 'demo', accountRef };
}

/** A new collection (issue price, resale ceiling, royalty) and `count` of its items handed to `who` (minted). */
export async function itemsOf(
  t: TestApp,
  who: { userId: number },
  o: {
    count?: number;
    price?: number;
    holdHours?: number;
    ceiling?: number | null;
    royaltyBp?: number;
    categoryPath?: string;
  } = {},
): Promise<{ collectionId: number; ids: number[] }> {
  const count = o.count ?? 1;
  const collectionId = await createCollection(t, 'demo', {
    supply: Math.max(10, count),
    price: o.price ?? 1_000,
    holdHours: o.holdHours ?? 0,
  });
  await t.db.kysely
    .updateTable('collections')
    .set({ resale_ceiling: o.ceiling ?? null, royalty_bp: o.royaltyBp ?? 0, category_path: o.categoryPath ?? '' })
    .where('id', '=', collectionId)
    .execute();
  const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, 'demo')))!;
  const address = (await t.app.identity.chainAccounts.addressOn(tenant.id, who.userId, DEFAULT_CHAIN_CHANNEL))!;
  const rows = await t.db.kysely
    .transaction()
    .execute((trx) =>
      t.app.flows.handOver.give(
        trx,
        { tenant, address, holdHours: o.holdHours ?? 0 },
        { userId: who.userId, collectionId, serials: Array.from({ length: count }, (_, i) => i + 1), orderId: null, boxId: null },
        t.clock(),
      ),
    );
  return { collectionId, ids: rows.map((r) => r.id) };
}

export async function consignItem(
  t: TestApp,
  who: { token: string },
  cardNftId: number,
  price: number,
  o: { payPassword?: string; agreed?: unknown } = {},
) {
  return body<MyListing>(
    await call(t.app, consign, {
      token: who.token,
      lang: 'en',
      body: { cardNftId, price, agreed: o.agreed ?? true, payPassword: o.payPassword ?? PAY_PASSWORD },
    }),
  );
}

/** Consigns and expects it to work; answers the listing id. */
export async function listed(t: TestApp, who: { token: string }, cardNftId: number, price: number): Promise<number> {
  const r = await consignItem(t, who, cardNftId, price);
  expect(r.code, r.msg).toBe(0);
  return r.data.id;
}

export async function preview(t: TestApp, who: { token: string }, cardNftId: number, price?: number) {
  return body<ConsignmentQuote>(
    await call(t.app, previewConsignment, {
      token: who.token,
      query: price === undefined ? { cardNftId: String(cardNftId) } : { cardNftId: String(cardNftId), price: String(price) },
    }),
  );
}

export async function unlist(t: TestApp, who: { token: string }, listingId: number, payPassword = PAY_PASSWORD) {
  return body<{ id: number; status: string }>(
    await call(t.app, cancelConsignment, { token: who.token, lang: 'en', body: { listingId, payPassword } }),
  );
}

/** placeOrder for a listing (businessType 7). */
export async function buy(t: TestApp, who: { token: string }, listingId: number, quantity = 1) {
  return body<Order>(
    await call(t.app, placeOrder, { token: who.token, lang: 'en', body: { businessType: 7, itemId: listingId, quantity } }),
  );
}

/** Starts paying an order in the sandbox cashier (method 1 ALI); answers the payment. */
export async function cashierPayment(t: TestApp, who: { token: string }, orderNo: string) {
  const res = body<{ paymentNo: string; cashierUrl: string }>(
    await call(t.app, createPayment, { token: who.token, body: { orderNo, method: 1 } }),
  );
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

export async function listingRow(t: TestApp, id: number) {
  return t.db.kysely.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function itemRow(t: TestApp, id: number) {
  return t.db.kysely.selectFrom('card_nfts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
