/**
 * What a rush bench writes straight into a database the server has migrated and seeded (the rows
 * bench/flash-sale.ts writes too): buyers in bulk (real name set, a session valid a week, one chain account
 * per chain channel whose sealed key is a dummy: nothing is minted), drops on sale, and the end of the
 * buyers' unpaid orders between cases (a user holds one unpaid order at a time, decision 033).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/database';
import { soldSql } from '../../apps/server/src/modules/catalogue/index';
import { hashToken } from '../../apps/server/src/modules/identity/index';
import { TenantRepository, TenantService } from '../../apps/server/src/modules/tenant/index';
import type { TenantContext } from '../../apps/server/src/http/request-context';
import { seededRandom } from '../../apps/server/test/support/rng';

/** BENCH_BUYERS_IN_ORDER=1: buyers taken in the order they were inserted, not shuffled (`insertBuyers`). */
export const BUYERS_IN_ORDER = process.env.BENCH_BUYERS_IN_ORDER === '1';

export interface RushData {
  tenant: TenantContext;
  /** The buyers' session tokens, in the order a rush brings them (`insertBuyers`). */
  tokens: string[];
  /** A collection on sale since a minute ago (supply 10 million unless given), per-user limit 5. */
  drop(name: string, o?: { supply?: number; sold?: number }): Promise<number>;
  /** Ends every unpaid order (not timed), so the buyers may order again. */
  freeBuyers(): Promise<void>;
  /** Orders in the database for a drop, and its sold count: they must agree (nothing oversold, nothing lost). */
  dropFacts(dropId: number): Promise<{ orders: number; sold: number }>;
}

/** Inserts `buyerCount` buyers of the tenant at `host` (500 a statement, in one transaction). */
export async function prepareRush(db: Db, host: string, buyerCount: number): Promise<RushData> {
  const tenant = await new TenantService(new TenantRepository(db.kysely)).resolveHost(host);
  if (!tenant) throw new Error(`no tenant at ${host}: is the demo seeded?`);
  const creator = await db.kysely
    .selectFrom('creators')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { tokens } = await insertBuyers(db, tenant, buyerCount);

  return {
    tenant,
    tokens,
    async drop(name, o = {}) {
      const key = `bench-${name}`;
      const at = Date.now();
      const row = await db.kysely
        .insertInto('collections')
        .values({
          tenant_id: tenant.id,
          key,
          creator_id: creator.id,
          series_id: null,
          category_id: null,
          category_path: '',
          name: JSON.stringify({ en: `Bench drop ${name}` }),
          search_text: `bench drop ${name}`,
          description: JSON.stringify({ en: 'A drop made by a bench.' }),
          media_kind: 'image',
          media_sources: JSON.stringify([{ url: '/api/file/none.svg', contentType: 'image/svg+xml' }]),
          poster_url: null,
          cover_url: '/api/file/none.svg',
          price: 990,
          total_supply: o.supply ?? 10_000_000,
          sold_count: o.sold ?? 0,
          sale_start: at - 60_000,
          sale_end: null,
          per_user_limit: 5,
          hold_hours: 24,
          privileges: '[]',
          copyright: null,
          listed: 1,
          rank: 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async freeBuyers() {
      await db.kysely
        .updateTable('orders')
        .set({ status: 'closed', ended_at: Date.now() })
        .where('status', '=', 'pending_payment')
        .execute();
    },
    async dropFacts(dropId) {
      const orders = await db.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenant.id)
        .where('item_id', '=', dropId)
        .where('item_kind', '=', 'collection')
        .executeTakeFirstOrThrow();
      // Units taken: the drop's own count plus its stock shards' (decision 075).
      const drop = await db.kysely
        .selectFrom('collections')
        .select(soldSql('collections', 'collection').as('sold'))
        .where('id', '=', dropId)
        .executeTakeFirstOrThrow();
      return { orders: Number(orders.n), sold: Number(drop.sold) };
    },
  };
}

/**
 * Inserts `count` buyers of `tenant` (500 a statement, in one transaction), the rows the server would have
 * written: real name set, a session valid a week (just renewed: no renewal write), one chain account per chain
 * channel whose sealed key is a dummy (nothing is minted). Their tokens and ids, in the order a rush brings them:
 * shuffled (the same order every run), since buyers come in no order of their accounts' age, so each purchase writes
 * the pages of its own buyer in every index by user (decision 090). BENCH_BUYERS_IN_ORDER=1: in insertion order,
 * as before, where consecutive purchases write next to each other in those indexes.
 */
export async function insertBuyers(
  db: Db,
  tenant: TenantContext,
  count: number,
): Promise<{ tokens: string[]; userIds: number[] }> {
  const now = Date.now();
  const tokens: string[] = [];
  const userIds: number[] = [];
  const batch = 500;
  await db.kysely.transaction().execute(async (trx) => {
    for (let from = 0; from < count; from += batch) {
      const index = Array.from({ length: Math.min(batch, count - from) }, (_, k) => from + k);
      const phone = (i: number) => `170${String(i).padStart(8, '0')}`;
      const users = await trx
        .insertInto('users')
        .values(
          index.map((i) => ({
            tenant_id: tenant.id,
            area_code: '+86',
            phone: phone(i),
            nickname: `buyer${i}`,
            avatar_url: '',
            intro: '',
            invite_code: `B${i.toString(36).padStart(6, '0')}`,
            inviter_id: null,
            password_hash: null,
            real_name_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'phone'])
        .execute();
      const idOf = new Map(users.map((u) => [u.phone, u.id]));
      const ids = index.map((i) => idOf.get(phone(i))!);
      const batchTokens = ids.map(() => randomBytes(32).toString('base64url'));
      await trx
        .insertInto('sessions')
        .values(
          ids.map((user_id, k) => ({
            token_hash: hashToken(batchTokens[k]!),
            tenant_id: tenant.id,
            user_id,
            created_at: now,
            renewed_at: now,
            expires_at: now + 7 * 24 * 3600 * 1000,
            revoked_at: null,
          })),
        )
        .execute();
      await trx
        .insertInto('chain_accounts')
        .values(
          tenant.settings.chainChannels.flatMap((channel) =>
            index.map((i, k) => ({
              tenant_id: tenant.id,
              user_id: ids[k]!,
              chain_channel_no: channel,
              address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
              key_sealed: 'bench-dummy-not-a-sealed-key',
              created_at: now,
            })),
          ),
        )
        .execute();
      userIds.push(...ids);
      tokens.push(...batchTokens);
    }
  });
  if (!BUYERS_IN_ORDER) shuffleTogether(tokens, userIds);
  return { tokens, userIds };
}

/** Shuffles two lists of the same length the same way, with a fixed seed (Fisher-Yates). */
function shuffleTogether(a: unknown[], b: unknown[]): void {
  const next = seededRandom(20261201);
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
    [b[i], b[j]] = [b[j], b[i]];
  }
}
