import type { Kysely } from 'kysely';
import type { Database, FilesTable } from '../../db/schema';

export class FileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: FilesTable) {
    await this.db.insertInto('files').values(row).execute();
  }

  find(tenantId: number, id: string) {
    return this.db
      .selectFrom('files')
      .select(['id', 'content_type', 'size', 'storage_key'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findOwned(tenantId: number, ownerUserId: number, id: string) {
    return this.db
      .selectFrom('files')
      .select(['id', 'content_type'])
      .where('tenant_id', '=', tenantId)
      .where('owner_user_id', '=', ownerUserId)
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
