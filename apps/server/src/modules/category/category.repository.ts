import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The `categories` table. Every method takes the executor (the database or the caller's transaction) first. */
export class CategoryRepository {
  all(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name', 'icon', 'sort'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async insert(
    db: Kysely<Database>,
    row: { tenant_id: number; parent_id: number | null; name: string; icon: string; sort: number; created_at: number },
  ): Promise<number> {
    const r = await db.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  byId(db: Kysely<Database>, tenantId: number, id: number) {
    return db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name', 'icon', 'sort'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async update(db: Kysely<Database>, tenantId: number, id: number, values: { name: string; icon: string; sort: number }) {
    await db.updateTable('categories').set(values).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }
}
