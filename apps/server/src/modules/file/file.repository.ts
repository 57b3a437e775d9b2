import type { Kysely } from 'kysely';
import type { Database, FilesTable } from '../../db/schema';

/** The `files` table. Writes take the executor (the database or the caller's transaction) first. */
export class FileRepository {
  async insert(db: Kysely<Database>, row: FilesTable) {
    await db.insertInto('files').values(row).execute();
  }

  find(db: Kysely<Database>, tenantId: number, id: string) {
    return db
      .selectFrom('files')
      .select(['id', 'content_type', 'size', 'storage_key'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findOwned(db: Kysely<Database>, tenantId: number, ownerUserId: number, id: string) {
    return db
      .selectFrom('files')
      .select(['id', 'content_type'])
      .where('tenant_id', '=', tenantId)
      .where('owner_user_id', '=', ownerUserId)
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
