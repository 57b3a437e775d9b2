import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// One preview-token mechanism (issue 30, decision 057), the brand module's: preview_tokens holds every
// token the storefront's preview calls take — a console draft's (kind 'brand', 'home', 'creator': no expiry,
// it lives as long as its draft) and an album's (kind 'album', subject_id the album: expires after the
// contract's ALBUM_PREVIEW_TTL_MS). The tokens move here from console_drafts.preview_token and from
// album_preview_tokens (migrations 0016, 0025), which go: a token opens the same preview before and after.
export async function up(db: Kysely<unknown>): Promise<void> {
  const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');
  await db.schema
    .createTable('preview_tokens')
    /** Random, unguessable. */
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    /** 'brand' | 'home' | 'creator' (a draft's) | 'album'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** What the token shows beyond the tenant and kind: the album's id; null for a draft. */
    .addColumn('subject_id', 'integer')
    /** Null: valid while its draft is there. */
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('preview_tokens_subject')
    .on('preview_tokens')
    .columns(['tenant_id', 'kind', 'subject_id'])
    .execute();

  await sql`insert into preview_tokens (token, tenant_id, kind, subject_id, expires_at)
    select preview_token, tenant_id, kind, null, null from console_drafts`.execute(db);
  await sql`insert into preview_tokens (token, tenant_id, kind, subject_id, expires_at)
    select token, tenant_id, 'album', album_id, expires_at from album_preview_tokens`.execute(db);

  await db.schema.dropTable('album_preview_tokens').execute();
  await db.schema.dropIndex('console_drafts_token').execute();
  await db.schema.alterTable('console_drafts').dropColumn('preview_token').execute();
}
