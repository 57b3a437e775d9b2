import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class ShareUrlRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByUrlHash(tenantId: number, urlHash: string) {
    return this.db
      .selectFrom('short_links')
      .select(['code', 'url'])
      .where('tenant_id', '=', tenantId)
      .where('url_hash', '=', urlHash)
      .executeTakeFirst();
  }

  findByCode(tenantId: number, code: string) {
    return this.db
      .selectFrom('short_links')
      .select(['id', 'url'])
      .where('tenant_id', '=', tenantId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** Inserts unless the code or the URL exists already; returns whether a row was written. */
  async insert(row: { tenant_id: number; code: string; url: string; url_hash: string; created_at: number }) {
    const r = await this.db
      .insertInto('short_links')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async countVisit(tenantId: number, id: number) {
    await this.db
      .updateTable('short_links')
      .set((eb) => ({ visits: eb('visits', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}
