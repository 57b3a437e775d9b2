import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations/index';
import type { Database } from '../src/db/schema';
import { isUniqueViolation } from '../src/db/unique-violation';
import { SessionRepository } from '../src/modules/identity/session.repository';
import { OrderRepository } from '../src/modules/order/order.repository';
import { createTestDatabase, DB_KIND } from './helpers';

// Migrations 0041 and 0042 (decision 090) on a database written before them: the orders lose their index by user
// and status (a user's list by status is served by the index by user), and SQLite's sessions move into a table keyed
// by the token hash itself. Nobody is signed out, nothing is lost, and the rules the old table kept still hold.

describe(`migrations 0041-0042 on a database written before them (${DB_KIND})`, () => {
  it('keeps every session and order, and what the tables refused before they still refuse', { timeout: 60_000 }, async () => {
    const d = await createTestDatabase();
    try {
      const k = d.db.kysely as Kysely<Database>;
      const migrator = new Migrator({ db: k, provider: migrationProvider(d.db.dialect) });
      expect((await migrator.migrateTo('0040-take-free-shard')).error).toBeUndefined();
      const tenant = (
        await k
          .insertInto('tenants')
          .values({ code: 'mig', platform_name: 'M', app_id: 'mig', settings: '{}', created_at: 1, updated_at: 1 } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const user = async (phone: string, invite: string) =>
        (
          await k
            .insertInto('users')
            .values({ tenant_id: tenant, area_code: '+86', phone, invite_code: invite, created_at: 1, updated_at: 1 } as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const alice = await user('13700000081', 'MIGSAAA');
      const bob = await user('13700000082', 'MIGSBBB');
      const session = (token_hash: string, user_id: number, revoked_at: number | null) => ({
        token_hash,
        tenant_id: tenant,
        user_id,
        created_at: 10,
        expires_at: 9e12,
        renewed_at: 20,
        revoked_at,
      });
      await k
        .insertInto('sessions')
        .values([session('h-alice-1', alice, null), session('h-alice-2', alice, 30), session('h-bob', bob, null)])
        .execute();
      const order = (order_no: string, user_id: number, status: string, id: number) => ({
        id,
        tenant_id: tenant,
        order_no,
        user_id,
        business_type: 1,
        item_kind: 'drop',
        item_id: 7,
        quantity: 1,
        unit_price: 100,
        total_amount: 100,
        status,
        expires_at: 9e12,
        created_at: id,
        updated_at: id,
      });
      await k
        .insertInto('orders')
        .values([
          order('N1', alice, 'completed', 1),
          order('N2', alice, 'closed', 2),
          order('N3', alice, 'completed', 3),
          order('N4', bob, 'completed', 4),
          order('N5', alice, 'pending_payment', 5),
        ] as never)
        .execute();

      await migrateToLatest(d.db);

      // Every session as it was, found by its hash as a request finds it.
      const rows = await k.selectFrom('sessions').selectAll().orderBy('token_hash').execute();
      const plain = (r: (typeof rows)[number]) => ({
        ...r,
        tenant_id: Number(r.tenant_id),
        user_id: Number(r.user_id),
        created_at: Number(r.created_at),
        expires_at: Number(r.expires_at),
        renewed_at: Number(r.renewed_at),
        revoked_at: r.revoked_at === null ? null : Number(r.revoked_at),
      });
      expect(rows.map(plain)).toEqual([
        session('h-alice-1', alice, null),
        session('h-alice-2', alice, 30),
        session('h-bob', bob, null),
      ]);
      const sessions = new SessionRepository(k, d.db.dialect);
      expect(await sessions.find(tenant, 'h-bob')).toMatchObject({ user_id: bob, revoked_at: null, channels: [] });
      expect(await sessions.find(tenant, 'h-alice-2')).toMatchObject({ user_id: alice, revoked_at: 30 });
      expect(await sessions.find(tenant + 1, 'h-bob')).toBeUndefined();
      // A hash is a session's key: a second one with the same hash is refused.
      await expect(
        k
          .insertInto('sessions')
          .values(session('h-bob', alice, null))
          .execute(),
      ).rejects.toSatisfy(isUniqueViolation);
      // A session belongs to a user of the database: one for nobody is refused, and a user's go with them.
      await expect(
        k
          .insertInto('sessions')
          .values(session('h-nobody', 987_654, null))
          .execute(),
      ).rejects.toBeInstanceOf(Error);
      await k.deleteFrom('orders').where('user_id', '=', bob).execute();
      await k.deleteFrom('users').where('id', '=', bob).execute();
      expect((await k.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash).sort()).toEqual([
        'h-alice-1',
        'h-alice-2',
      ]);

      // A user's orders by status, newest first, without the index that was dropped.
      const orders = new OrderRepository(k);
      expect((await orders.list(tenant, alice, 'completed', 10)).map((o) => o.order_no)).toEqual(['N3', 'N1']);
      expect((await orders.list(tenant, alice, 'completed', 10, 3)).map((o) => o.order_no)).toEqual(['N1']);
      expect((await orders.list(tenant, alice, undefined, 2)).map((o) => o.order_no)).toEqual(['N5', 'N3']);
      expect((await orders.unpaidOf(tenant, alice))?.order_no).toBe('N5');
      const indexes =
        d.db.dialect === 'sqlite'
          ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'orders'`.execute(k)
          : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'orders'`.execute(k);
      const names = indexes.rows.map((r) => r.name);
      expect(names).toContain('orders_user');
      expect(names).not.toContain('orders_user_status');
      if (d.db.dialect === 'sqlite') {
        // The table is its key's tree: no rowid beside it.
        const ddl = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'sessions'`.execute(
          k,
        );
        expect(ddl.rows[0]!.sql.toLowerCase()).toContain('without rowid');
      }
    } finally {
      await d.close();
    }
  });
});
