import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The console's drafts (migration 0016): this module's only table. */
export class DraftsRepository {
  find(db: Kysely<Database>, tenantId: number, kind: 'brand') {
    return db
      .selectFrom('console_drafts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  byToken(db: Kysely<Database>, tenantId: number, token: string) {
    return db
      .selectFrom('console_drafts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('preview_token', '=', token)
      .executeTakeFirst();
  }

  async insert(
    db: Kysely<Database>,
    row: { tenant_id: number; kind: 'brand'; body: string; preview_token: string; updated_by: number | null; updated_at: number },
  ) {
    await db.insertInto('console_drafts').values(row).execute();
  }

  async update(
    db: Kysely<Database>,
    tenantId: number,
    kind: 'brand',
    set: { body: string; updated_by: number | null; updated_at: number },
  ) {
    await db.updateTable('console_drafts').set(set).where('tenant_id', '=', tenantId).where('kind', '=', kind).execute();
  }

  async remove(db: Kysely<Database>, tenantId: number, kind: 'brand') {
    await db.deleteFrom('console_drafts').where('tenant_id', '=', tenantId).where('kind', '=', kind).execute();
  }
}
