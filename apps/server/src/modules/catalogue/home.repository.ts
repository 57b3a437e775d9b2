import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class HomeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  banners(tenantId: number) {
    return this.db
      .selectFrom('home_banners')
      .select(['id', 'title', 'image_url', 'link'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  sections(tenantId: number) {
    return this.db
      .selectFrom('home_sections')
      .select(['key', 'kind', 'title', 'item_limit', 'picked'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The notice ticker's settings (migration 0022); undefined: the default. */
  ticker(tenantId: number) {
    return this.db
      .selectFrom('home_tickers')
      .select(['enabled', 'item_count', 'pinned'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
  }

  hotWords(tenantId: number) {
    return this.db.selectFrom('search_hot_words').select('word').where('tenant_id', '=', tenantId).orderBy('sort').execute();
  }
}
