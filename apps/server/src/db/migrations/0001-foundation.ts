import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Foundation: tenants and their configuration, categories, short links, files,
// users and sessions (the minimum the auth plugin needs), and shared state.
export async function up(db: Kysely<unknown>, { id }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', id.type, id.build)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('platform_name', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('component_app_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('img_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('zh-CN'))
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('["zh-CN","zh-TW","en"]'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Shanghai'))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tenant_domains')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('tenant_domains_tenant').on('tenant_domains').column('tenant_id').execute();

  await db.schema
    .createTable('tenant_themes')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('theme_color', 'text', (c) => c.notNull())
    .addColumn('global_background_color', 'text', (c) => c.notNull())
    .addColumn('global_text_color', 'text', (c) => c.notNull())
    .addColumn('global_text_sub_color', 'text', (c) => c.notNull())
    .addColumn('global_card_background_color', 'text', (c) => c.notNull())
    .addColumn('global_minor_background_color', 'text', (c) => c.notNull())
    .addColumn('global_dividing_line_color', 'text', (c) => c.notNull())
    .addColumn('menu_text_color', 'text', (c) => c.notNull())
    .addColumn('menu_select_text_color', 'text', (c) => c.notNull())
    .addColumn('gray_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tenant_menus')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('selected_icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('link_type', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tenant_menus_tenant').on('tenant_menus').columns(['tenant_id', 'sort']).execute();

  await db.schema
    .createTable('tenant_phone_areas')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('tenant_phone_areas_unique', ['tenant_id', 'area_code'])
    .execute();

  await db.schema
    .createTable('tenant_config_enable')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('classification', 'integer', (c) => c.notNull())
    .addColumn('disable_content', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('tenant_config_enable_unique', ['tenant_id', 'classification'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_tenant').on('categories').columns(['tenant_id', 'parent_id', 'sort']).execute();

  await db.schema
    .createTable('short_links')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('url_hash', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('short_links_code', ['tenant_id', 'code'])
    .addUniqueConstraint('short_links_url', ['tenant_id', 'url_hash'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id.type, id.build)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invite_code', 'text', (c) => c.notNull())
    .addColumn('inviter_id', 'integer', (c) => c.references('users.id'))
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_phone', ['tenant_id', 'area_code', 'phone'])
    .addUniqueConstraint('users_invite_code', ['tenant_id', 'invite_code'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('renewed_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['tenant_id', 'user_id']).execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shared_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shared_keys_expiry').on('shared_keys').column('expires_at').execute();

  await db.schema
    .createTable('shared_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shared_counters_expiry').on('shared_counters').column('expires_at').execute();
}
