import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The catalogue (issue 6): creators, series, collections, blind boxes and their items, notices, the home
// page's banners and sections, hot search words, and the media the catalogue importer stored.
// Every row has its tenant and a stable external `key` (the catalogue file's), unique per tenant, so a
// re-import updates instead of duplicating. Lists page by keyset on (sort key, id): each sort has an
// index that starts with the tenant and the listed flag and ends with the id (decision 011). Creators and
// series keep the number of their listed collections (`collection_count`), recomputed by the importer,
// so that a card does not count thousands of rows.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('creators')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('avatar_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collection_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('creators_key', ['tenant_id', 'key'])
    .execute();
  await db.schema.createIndex('creators_rank').on('creators').columns(['tenant_id', 'rank', 'id']).execute();

  await db.schema
    .createTable('series')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('creators.id'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('category_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('cover_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collection_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('series_key', ['tenant_id', 'key'])
    .execute();
  await db.schema.createIndex('series_rank').on('series').columns(['tenant_id', 'rank', 'id']).execute();
  await db.schema.createIndex('series_creator').on('series').columns(['tenant_id', 'creator_id', 'rank', 'id']).execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('creators.id'))
    .addColumn('series_id', 'integer', (c) => c.references('series.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('category_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('media_kind', 'text', (c) => c.notNull())
    .addColumn('media_sources', 'text', (c) => c.notNull())
    .addColumn('poster_url', 'text')
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('total_supply', 'integer', (c) => c.notNull())
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_start', 'bigint', (c) => c.notNull())
    .addColumn('sale_end', 'bigint')
    .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('hold_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('privileges', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('copyright', 'text')
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('collections_key', ['tenant_id', 'key'])
    .execute();
  for (const sortKey of ['rank', 'sale_start', 'price', 'sold_count']) {
    await db.schema
      .createIndex(`collections_by_${sortKey}`)
      .on('collections')
      .columns(['tenant_id', 'listed', sortKey, 'id'])
      .execute();
  }
  await db.schema
    .createIndex('collections_creator')
    .on('collections')
    .columns(['tenant_id', 'creator_id', 'rank', 'id'])
    .execute();
  await db.schema.createIndex('collections_series').on('collections').columns(['tenant_id', 'series_id', 'rank', 'id']).execute();

  await db.schema
    .createTable('blind_boxes')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('creators.id'))
    .addColumn('series_id', 'integer', (c) => c.references('series.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('category_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('total_supply', 'integer', (c) => c.notNull())
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_start', 'bigint', (c) => c.notNull())
    .addColumn('sale_end', 'bigint')
    .addColumn('per_user_limit', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fairness_seed_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('blind_boxes_key', ['tenant_id', 'key'])
    .execute();
  for (const sortKey of ['rank', 'sale_start', 'price', 'sold_count']) {
    await db.schema
      .createIndex(`blind_boxes_by_${sortKey}`)
      .on('blind_boxes')
      .columns(['tenant_id', 'listed', sortKey, 'id'])
      .execute();
  }
  await db.schema
    .createIndex('blind_boxes_creator')
    .on('blind_boxes')
    .columns(['tenant_id', 'creator_id', 'rank', 'id'])
    .execute();

  await db.schema
    .createTable('blind_box_items')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('blind_box_id', 'integer', (c) => c.notNull().references('blind_boxes.id').onDelete('cascade'))
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('drawn_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('blind_box_items_unique', ['blind_box_id', 'collection_id'])
    .execute();

  await db.schema
    .createTable('notices')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('cover_url', 'text')
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('notices_key', ['tenant_id', 'key'])
    .execute();
  await db.schema.createIndex('notices_published').on('notices').columns(['tenant_id', 'published_at', 'id']).execute();

  await db.schema
    .createTable('home_banners')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('home_banners_key', ['tenant_id', 'key'])
    .execute();

  await db.schema
    .createTable('home_sections')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('item_limit', 'integer', (c) => c.notNull())
    .addColumn('picked', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('home_sections_key', ['tenant_id', 'key'])
    .execute();

  await db.schema
    .createTable('search_hot_words')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_hot_words_pk', ['tenant_id', 'sort'])
    .execute();

  await db.schema
    .createTable('catalogue_media')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_media_pk', ['tenant_id', 'sha256'])
    .execute();
}
