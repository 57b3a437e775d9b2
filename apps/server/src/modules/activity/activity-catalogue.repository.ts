import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ActivitiesTable, Database } from '../../db/schema';

// The catalogue file's casting activities (issue 18): the SQL of ActivityCatalogue on the activities
// table, always in the caller's transaction (the catalogue's import or export).
export class ActivityCatalogueRepository {
  all(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('activities')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'cast')
      .orderBy('id')
      .execute();
  }

  async insert(db: Kysely<Database>, row: Insertable<ActivitiesTable>): Promise<number> {
    const r = await db.insertInto('activities').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async update(db: Kysely<Database>, tenantId: number, id: number, set: Updateable<ActivitiesTable>): Promise<void> {
    await db.updateTable('activities').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  }
}
