import { ActivitySaveBody, cast, type ActivityDetail, type CastRecord } from '@curio/contract';
import { DEFAULT_CHAIN_CHANNEL } from '../src/modules/tenant/index';
import { body, call, tenantIdOf, type TestApp } from './helpers';
import { createCollection, hostOf } from './sale-helpers';

// Casting activities (issue 18, decision 042): helpers of the activities-*.test.ts files.

export const HOUR = 3_600_000;

export interface Caster {
  userId: number;
  token: string;
  tenantCode: string;
}

/** A new collection of the tenant (a result or a qualifying one). */
export const newCollection = (t: TestApp, tenantCode = 'demo', holdHours = 0) =>
  createCollection(t, tenantCode, { supply: 100_000, holdHours });

/** `count` items of a collection handed to the user as a purchase would (mints in the outbox); their ids. */
export async function give(t: TestApp, who: Caster, collectionId: number, count = 1, holdHours = 0): Promise<number[]> {
  const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, who.tenantCode)))!;
  const address = (await t.app.identity.chainAccounts.addressOn(tenant.id, who.userId, DEFAULT_CHAIN_CHANNEL))!;
  const rows = await t.db.kysely.transaction().execute(async (trx) => {
    const serials = await t.app.order.orders.nextSerials(trx, tenant.id, collectionId, count);
    return t.app.flows.handOver.give(
      trx,
      { tenant, address, holdHours },
      { userId: who.userId, collectionId, serials, orderId: null, boxId: null },
      t.clock(),
    );
  });
  return rows.map((r) => r.id);
}

/** Runs the chain outbox until it is empty (mints, burns confirmed). */
export async function mintAll(t: TestApp): Promise<void> {
  while ((await t.app.chain.worker.runOnce()) > 0);
}

/** An activity saved through the console's service (defaults: hold mode, open for a day, stock 100). */
export async function activity(
  t: TestApp,
  o: {
    tenantCode?: string;
    qualifying: { collectionId: number; count: number }[];
    resultCollectionId?: number;
    mode?: 'hold' | 'spend';
    coolingBlocks?: boolean;
    startsIn?: number;
    endsIn?: number;
    stock?: number;
    enabled?: boolean;
    /** Casts per user (default: the contract's default for casting, decision 062). */
    perUserLimit?: number;
  },
): Promise<{ id: number; resultCollectionId: number }> {
  const tenantCode = o.tenantCode ?? 'demo';
  const resultCollectionId = o.resultCollectionId ?? (await newCollection(t, tenantCode));
  const now = t.clock();
  const saved = await t.app.activity.console.save(
    await tenantIdOf(t.db, tenantCode),
    ActivitySaveBody.parse({
      name: { en: 'Test casting', 'zh-CN': '测试铸造' },
      rules: { en: '<p>Hold to cast.</p>' },
      resultCollectionId,
      qualifying: o.qualifying,
      mode: o.mode ?? 'hold',
      coolingBlocks: o.coolingBlocks ?? false,
      startsAt: now + (o.startsIn ?? -60_000),
      endsAt: now + (o.endsIn ?? 24 * HOUR),
      stock: o.stock ?? 100,
      enabled: o.enabled ?? true,
      ...(o.perUserLimit !== undefined ? { perUserLimit: o.perUserLimit } : {}),
    }),
    'en',
  );
  return { id: saved.id, resultCollectionId };
}

export const castAs = async (t: TestApp, who: Caster, activityId: number, itemIds: number[]) =>
  body<CastRecord>(
    await call(t.app, cast, { token: who.token, host: hostOf(who.tenantCode), lang: 'en', body: { activityId, itemIds } }),
  );

export type { ActivityDetail, CastRecord };
