import { randomBytes } from 'node:crypto';
import { placeOrder } from '@curio/contract';
import type { PaymentEvent } from '../src/providers/pay/payment-provider';
import { body, call, createUserWithSession, tenantIdOf, type TestApp } from './helpers';

let keySeq = 0;
const nextKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(keySeq += 1)}-${randomBytes(2).toString('hex')}`;

async function anyCreator(t: TestApp, tenantId: number): Promise<number> {
  const c = await t.db.kysely
    .selectFrom('creators')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return c.id;
}

export interface DropOptions {
  supply?: number;
  price?: number;
  limit?: number;
  /** Sale window relative to the app's clock (ms); default: started a minute ago, no end. */
  startsIn?: number;
  endsIn?: number | null;
  holdHours?: number;
}

/** A collection on sale, made for a test (the demo catalogue's drops start with sales of their own). */
export async function createCollection(t: TestApp, tenantCode: string, o: DropOptions = {}): Promise<number> {
  const tenantId = await tenantIdOf(t.db, tenantCode);
  const now = t.clock();
  const key = nextKey('c');
  const row = await t.db.kysely
    .insertInto('collections')
    .values({
      tenant_id: tenantId,
      key,
      creator_id: await anyCreator(t, tenantId),
      series_id: null,
      category_id: null,
      category_path: '',
      name: JSON.stringify({ en: `Test drop ${key}`, 'zh-CN': `测试藏品 ${key}` }),
      search_text: `test drop ${key}`,
      description: JSON.stringify({ en: 'A drop made by a test.' }),
      media_kind: 'image',
      media_sources: JSON.stringify([{ url: '/api/file/none.svg', contentType: 'image/svg+xml' }]),
      poster_url: null,
      cover_url: '/api/file/none.svg',
      price: o.price ?? 990,
      total_supply: o.supply ?? 10,
      sale_start: now + (o.startsIn ?? -60_000),
      sale_end: o.endsIn === undefined || o.endsIn === null ? null : now + o.endsIn,
      per_user_limit: o.limit ?? 5,
      hold_hours: o.holdHours ?? 24,
      privileges: '[]',
      copyright: null,
      listed: 1,
      rank: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A blind box on sale holding `items` (quantities) of new collections. */
export async function createBlindBox(
  t: TestApp,
  tenantCode: string,
  items: number[],
  o: DropOptions = {},
): Promise<{ boxId: number; collectionIds: number[] }> {
  const tenantId = await tenantIdOf(t.db, tenantCode);
  const now = t.clock();
  const collectionIds: number[] = [];
  for (const q of items) collectionIds.push(await createCollection(t, tenantCode, { supply: q, price: 0, limit: q }));
  // Their units are sold only through the box.
  await t.db.kysely.updateTable('collections').set({ listed: 0 }).where('id', 'in', collectionIds).execute();
  const key = nextKey('b');
  const box = await t.db.kysely
    .insertInto('blind_boxes')
    .values({
      tenant_id: tenantId,
      key,
      creator_id: await anyCreator(t, tenantId),
      series_id: null,
      category_id: null,
      category_path: '',
      name: JSON.stringify({ en: `Test box ${key}` }),
      search_text: `test box ${key}`,
      description: JSON.stringify({ en: 'A box made by a test.' }),
      cover_url: '/api/file/none.svg',
      price: o.price ?? 1990,
      total_supply: items.reduce((a, b) => a + b, 0),
      sale_start: now + (o.startsIn ?? -60_000),
      sale_end: o.endsIn === undefined || o.endsIn === null ? null : now + o.endsIn,
      per_user_limit: o.limit ?? 5,
      listed: 1,
      rank: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let sort = 0;
  for (let i = 0; i < items.length; i++) {
    await t.db.kysely
      .insertInto('blind_box_items')
      .values({
        tenant_id: tenantId,
        blind_box_id: box.id,
        collection_id: collectionIds[i]!,
        quantity: items[i]!,
        sort: (sort += 1),
      })
      .execute();
  }
  return { boxId: box.id, collectionIds };
}

/** A user who may buy: real name verified, chain account opened. */
export async function createBuyer(t: TestApp, tenantCode: string): Promise<{ userId: number; token: string }> {
  const u = await createUserWithSession(t, tenantCode);
  await t.db.kysely.updateTable('users').set({ real_name_at: t.clock() }).where('id', '=', u.userId).execute();
  const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, tenantCode)))!;
  await t.app.identity.chainAccounts.open(tenant, u.userId);
  return u;
}

export const hostOf = (tenantCode: string) => (tenantCode === 'aurora' ? 'aurora.localhost' : 'localhost');

export async function order(
  t: TestApp,
  buyer: { token: string },
  itemId: number,
  o: { quantity?: number; businessType?: 3 | 4; host?: string; ip?: string } = {},
) {
  const res = await call(t.app, placeOrder, {
    host: o.host ?? 'localhost',
    token: buyer.token,
    ip: o.ip,
    body: { businessType: o.businessType ?? 4, itemId, quantity: o.quantity ?? 1 },
  });
  return body<{ orderNo: string; status: string; totalAmount: number; expiresAt: number; serials: number[] }>(res);
}

/** A notice the sandbox would send for a payment: signed with its key, at the app's time. */
export async function sandboxNotice(t: TestApp, paymentNo: string, kind: PaymentEvent['kind'], over: Partial<PaymentEvent> = {}) {
  const p = await t.db.kysely.selectFrom('payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirstOrThrow();
  const event: PaymentEvent = {
    eventId: `test-${randomBytes(6).toString('hex')}`,
    kind,
    paymentNo,
    providerRef: p.provider_ref ?? '',
    amount: kind === 'paid' ? Number(p.amount) : 0,
    method: 0,
    occurredAt: t.clock(),
    ...over,
  };
  return { event, notice: t.app.payment.sandbox!.sign(event, over.occurredAt ?? t.clock()) };
}

export async function deliver(t: TestApp, notice: { body: string; headers: Record<string, string> }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: notice.headers,
    payload: notice.body,
  });
  return { status: res.statusCode, json: res.json<{ code: number; data: { outcome: string } | null }>() };
}

/** What a tester does in the sandbox cashier: open the page, then one action (with a method). Answers the POST's status. */
export async function cashierAction(
  app: TestApp['app'],
  cashierUrl: string,
  action: 'pay' | 'decline' | 'timeout' | 'payLate',
  method = 1,
): Promise<{ ref: string; status: number }> {
  const ref = /cashier\/(SBX[0-9A-F]+)/.exec(cashierUrl)![1]!;
  await app.inject({ method: 'GET', url: cashierUrl });
  const res = await app.inject({
    method: 'POST',
    url: `/api/pay-sandbox/cashier/${ref}?lang=en`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}&method=${method}`,
  });
  return { ref, status: res.statusCode };
}
