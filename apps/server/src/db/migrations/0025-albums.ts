import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Project albums and their posts (issue 20, decision 047).
// - albums: a project's story: title and description per language (JSON), cover, the collections it
//   presents (JSON array of ids, in order), status draft|published, sort, first publication time.
// - album_trends: an album's posts: text, images (JSON array of addresses), one video, status, published_at.
// - album_preview_tokens: the console's short-lived preview tokens (an album's live preview).
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('albums')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('collection_ids', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('albums_list').on('albums').columns(['tenant_id', 'status', 'sort', 'published_at']).execute();

  await db.schema
    .createTable('album_trends')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('album_trends_list')
    .on('album_trends')
    .columns(['tenant_id', 'album_id', 'status', 'published_at'])
    .execute();

  await db.schema
    .createTable('album_preview_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
