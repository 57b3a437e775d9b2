import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type DraftKind = 'brand' | 'home' | 'creator';

/** The console's drafts (migration 0016): this module's only table. */
export class DraftsRepository {
  find(db: Kysely<Database>, tenantId: number, kind: DraftKind) {
    return db
      .selectFrom('console_drafts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  byToken(db: Kysely<Database>, tenantId: number, token: string, kind: DraftKind) {
    return db
      .selectFrom('console_drafts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('preview_token', '=', token)
      .executeTakeFirst();
  }

  async insert(
    db: Kysely<Database>,
    row: {
      tenant_id: number;
      kind: DraftKind;
      body: string;
      preview_token: string;
      updated_by: number | null;
      updated_at: number;
    },
  ) {
    await db.insertInto('console_drafts').values(row).execute();
  }

  async update(
    db: Kysely<Database>,
    tenantId: number,
    kind: DraftKind,
    set: { body: string; updated_by: number | null; updated_at: number },
  ) {
    await db.updateTable('console_drafts').set(set).where('tenant_id', '=', tenantId).where('kind', '=', kind).execute();
  }

  async remove(db: Kysely<Database>, tenantId: number, kind: DraftKind) {
    await db.deleteFrom('console_drafts').where('tenant_id', '=', tenantId).where('kind', '=', kind).execute();
  }
}
