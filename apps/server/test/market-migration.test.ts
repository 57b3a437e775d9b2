import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations/index';
import type { Database } from '../src/db/schema';
import { isUniqueViolation } from '../src/db/unique-violation';
import { createTestDatabase, DB_KIND } from './helpers';

async function collection(k: Kysely<Database>, tenantId: number, creatorId: number, key: string, sold: number) {
  return (
    await k
      .insertInto('collections')
      .values({
        tenant_id: tenantId,
        key,
        creator_id: creatorId,
        series_id: null,
        category_id: null,
        category_path: '',
        name: '{"en":"c"}',
        search_text: 'c',
        description: '{}',
        media_kind: 'image',
        media_sources: '[]',
        poster_url: null,
        cover_url: '',
        price: 100,
        total_supply: 10,
        sold_count: sold,
        sale_start: 0,
        sale_end: null,
        per_user_limit: 5,
        hold_hours: 0,
        privileges: '[]',
        copyright: null,
        listed: 1,
        rank: 0,
        created_at: 1,
        updated_at: 1,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

describe(`migration 0013 on a database with two unpaid orders of one user (${DB_KIND})`, () => {
  it(
    'closes the older one (stock and quota back), keeps the newer, and from then on refuses a second',
    { timeout: 60_000 },
    async () => {
      const d = await createTestDatabase();
      try {
        const k = d.db.kysely;
        const migrator = new Migrator({ db: k, provider: migrationProvider(d.db.dialect) });
        expect((await migrator.migrateTo('0012-payment-channel')).error).toBeUndefined();
        const tenant = await k
          .insertInto('tenants')
          .values({ code: 'mig', platform_name: 'M', app_id: 'mig', settings: '{}', created_at: 1, updated_at: 1 } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await k
          .insertInto('users')
          .values({
            tenant_id: tenant.id,
            area_code: '+86',
            phone: '13700000099',
            invite_code: 'MIG0001',
            created_at: 1,
            updated_at: 1,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const creator = await k
          .insertInto('creators')
          .values({
            tenant_id: tenant.id,
            key: 'cr',
            name: '{}',
            search_text: '',
            intro: '{}',
            avatar_url: '',
            cover_url: '',
            rank: 0,
            created_at: 1,
            updated_at: 1,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const a = await collection(k, tenant.id, creator.id, 'a', 2);
        const b = await collection(k, tenant.id, creator.id, 'b', 1);
        const orderRow = (no: string, item: number, quantity: number) => ({
          tenant_id: tenant.id,
          order_no: no,
          user_id: user.id,
          business_type: 4,
          item_kind: 'collection' as const,
          item_id: item,
          quantity,
          unit_price: 100,
          total_amount: 100 * quantity,
          status: 'pending_payment' as const,
          expires_at: Date.now() + 60_000,
          paid_at: null,
          ended_at: null,
          pay_method: null,
          created_at: 1,
          updated_at: 1,
        });
        const older = await k
          .insertInto('orders')
          .values(orderRow('OLDER0001', a, 2))
          .returning('id')
          .executeTakeFirstOrThrow();
        const newer = await k
          .insertInto('orders')
          .values(orderRow('NEWER0001', b, 1))
          .returning('id')
          .executeTakeFirstOrThrow();
        await k
          .insertInto('purchase_quotas')
          .values([
            { tenant_id: tenant.id, user_id: user.id, item_kind: 'collection', item_id: a, taken: 2, unpaid_order_id: older.id },
            { tenant_id: tenant.id, user_id: user.id, item_kind: 'collection', item_id: b, taken: 1, unpaid_order_id: newer.id },
          ])
          .execute();

        await migrateToLatest(d.db);
        const status = async (id: number) =>
          (await k.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
        expect(await status(older.id)).toBe('closed');
        expect(await status(newer.id)).toBe('pending_payment');
        const sold = async (id: number) =>
          (await k.selectFrom('collections').select('sold_count').where('id', '=', id).executeTakeFirstOrThrow()).sold_count;
        expect([await sold(a), await sold(b)]).toEqual([0, 1]);
        const quota = await k.selectFrom('purchase_quotas').selectAll().where('item_id', '=', a).executeTakeFirstOrThrow();
        expect(quota).toMatchObject({ taken: 0, unpaid_order_id: null });
        // From now on a second unpaid order of the user is refused by the database itself.
        const second = await k
          .insertInto('orders')
          .values(orderRow('THIRD0001', a, 1))
          .execute()
          .then(
            () => null,
            (err: unknown) => err,
          );
        expect(isUniqueViolation(second)).toBe(true);
      } finally {
        await d.close();
      }
    },
  );
});
