import { findRecipient, getMyCollectible, giftCollectible, type CallDefinition } from '@curio/contract';
import { DEFAULT_CHAIN_CHANNEL } from '../src/modules/tenant/index';
import { body, call, createUserWithSession, tenantIdOf, type CallOptions, type TestApp } from './helpers';
import { createBuyer, createCollection, hostOf } from './sale-helpers';

export const PAY_PASSWORD = '246810';

export interface Member {
  userId: number;
  token: string;
  tenantCode: string;
}

/** A call as this member (on their tenant's host, in English). */
export async function as<T = unknown>(t: TestApp, who: Member | null, def: CallDefinition, o: CallOptions = {}) {
  return body<T>(
    await call(t.app, def, {
      host: hostOf(who?.tenantCode ?? 'demo'),
      lang: 'en',
      ...(who ? { token: who.token } : {}),
      ...o,
    }),
  );
}

/** A user who may give and receive: real name, chain account, pay password set. */
export async function member(t: TestApp, tenantCode = 'demo', o: { payPassword?: boolean } = {}): Promise<Member> {
  const u = await createBuyer(t, tenantCode);
  if (o.payPassword !== false) {
    const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, tenantCode)))!;
    await t.app.identity.accounts.setPayPassword(tenant, u.userId, {
      payPassword: PAY_PASSWORD,
      confirmPayPassword: PAY_PASSWORD,
    });
  }
  return { ...u, tenantCode };
}

/** A user with a real name but no chain account (and a pay password). */
export async function memberWithoutChain(t: TestApp, tenantCode = 'demo'): Promise<Member> {
  const u = await createUserWithSession(t, tenantCode);
  await t.db.kysely.updateTable('users').set({ real_name_at: t.clock() }).where('id', '=', u.userId).execute();
  const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, tenantCode)))!;
  await t.app.identity.accounts.setPayPassword(tenant, u.userId, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
  return { ...u, tenantCode };
}

/** Items of a new collection handed to the user as a paid purchase would (mints in the outbox). */
export async function grant(t: TestApp, who: Member, o: { count?: number; holdHours?: number } = {}): Promise<number[]> {
  const count = o.count ?? 1;
  const collectionId = await createCollection(t, who.tenantCode, { supply: Math.max(10, count), holdHours: o.holdHours ?? 0 });
  const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, who.tenantCode)))!;
  const address = (await t.app.identity.chainAccounts.addressOn(tenant.id, who.userId, DEFAULT_CHAIN_CHANNEL))!;
  const rows = await t.db.kysely.transaction().execute((trx) =>
    t.app.flows.handOver.give(
      trx,
      { tenant, address, holdHours: o.holdHours ?? 0 },
      {
        userId: who.userId,
        collectionId,
        serials: Array.from({ length: count }, (_, i) => i + 1),
        orderId: null,
        boxId: null,
      },
      t.clock(),
    ),
  );
  return rows.map((r) => r.id);
}

export function gift(t: TestApp, from: Member, cardNftId: number, to: { userId: number }, payPassword = PAY_PASSWORD) {
  return as<{ cardNftId: number; status: string; recipient: { maskedPhone: string; nickname: string } }>(
    t,
    from,
    giftCollectible,
    {
      body: { cardNftId, recipientUserId: to.userId, payPassword, agreed: true },
    },
  );
}

export function find(t: TestApp, who: Member, q: Record<string, string | number>) {
  return as<{ userId: number; nickname: string; maskedPhone: string }>(t, who, findRecipient, { query: q });
}

export function detail(t: TestApp, who: Member, cardNftId: number) {
  return as<{ status: string; transferableAt: number; serverTime: number }>(t, who, getMyCollectible, {
    params: { cardNftId: String(cardNftId) },
  });
}

export async function item(t: TestApp, cardNftId: number) {
  return t.db.kysely.selectFrom('card_nfts').selectAll().where('id', '=', cardNftId).executeTakeFirstOrThrow();
}
