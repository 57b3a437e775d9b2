import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type DraftKind = 'brand' | 'home' | 'creator';

/** The console's drafts (migration 0016; their preview tokens in preview_tokens, migration 0028). */
export class DraftsRepository {
  find(db: Kysely<Database>, tenantId: number, kind: DraftKind) {
    return db
      .selectFrom('console_drafts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  async insert(
    db: Kysely<Database>,
    row: { tenant_id: number; kind: DraftKind; body: string; updated_by: number | null; updated_at: number },
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
