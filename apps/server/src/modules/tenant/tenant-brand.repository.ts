import type { Insertable, Kysely } from 'kysely';
import type { Database, TenantContentKind, TenantMenusTable, TenantPhoneAreasTable, TenantThemesTable } from '../../db/schema';

/**
 * The tenant tables the brand covers (decision 037): the tenant's name, logo and settings, its theme and
 * its tab bar. Every statement takes the executor (the database or the caller's transaction) first.
 */
export class TenantBrandRepository {
  tenant(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('tenants')
      .select(['id', 'platform_name', 'img_url', 'settings'])
      .where('id', '=', tenantId)
      .executeTakeFirst();
  }

  theme(db: Kysely<Database>, tenantId: number) {
    return db.selectFrom('tenant_themes').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  }

  menus(db: Kysely<Database>, tenantId: number) {
    return db.selectFrom('tenant_menus').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
  }

  async updateTenant(
    db: Kysely<Database>,
    tenantId: number,
    set: { platform_name: string; img_url: string; settings: string; updated_at: number },
  ) {
    await db.updateTable('tenants').set(set).where('id', '=', tenantId).execute();
  }

  async replaceTheme(db: Kysely<Database>, row: Insertable<TenantThemesTable>) {
    await db.deleteFrom('tenant_themes').where('tenant_id', '=', row.tenant_id).execute();
    await db.insertInto('tenant_themes').values(row).execute();
  }

  async replaceMenus(db: Kysely<Database>, tenantId: number, rows: Insertable<TenantMenusTable>[]) {
    await db.deleteFrom('tenant_menus').where('tenant_id', '=', tenantId).execute();
    if (rows.length > 0) await db.insertInto('tenant_menus').values(rows).execute();
  }

  /** The tenant's hidden lists (spec §3 config lists: 1 chain info, 2 account menu; decision 064). */
  configEnable(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('tenant_config_enable')
      .select(['classification', 'disable_content'])
      .where('tenant_id', '=', tenantId)
      .execute();
  }

  async setConfigEnable(db: Kysely<Database>, tenantId: number, classification: number, disableContent: string) {
    await db
      .insertInto('tenant_config_enable')
      .values({ tenant_id: tenantId, classification, disable_content: disableContent })
      .onConflict((oc) => oc.columns(['tenant_id', 'classification']).doUpdateSet({ disable_content: disableContent }))
      .execute();
  }

  /** The area codes sign-up offers, in order, with their names (decision 064). */
  phoneAreas(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('tenant_phone_areas')
      .select(['area_code', 'name'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async replacePhoneAreas(db: Kysely<Database>, tenantId: number, rows: Insertable<TenantPhoneAreasTable>[]) {
    await db.deleteFrom('tenant_phone_areas').where('tenant_id', '=', tenantId).execute();
    if (rows.length > 0) await db.insertInto('tenant_phone_areas').values(rows).execute();
  }

  /** The tenant's languages (decision 040). */
  languages(db: Kysely<Database>, tenantId: number) {
    return db.selectFrom('tenants').select(['default_language', 'languages']).where('id', '=', tenantId).executeTakeFirst();
  }

  async updateLanguages(
    db: Kysely<Database>,
    tenantId: number,
    set: { default_language: string; languages: string; updated_at: number },
  ) {
    await db.updateTable('tenants').set(set).where('id', '=', tenantId).execute();
  }

  /** The tenant's documents (agreements, policy), by kind. */
  documents(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('tenant_contents')
      .select(['kind', 'title', 'html', 'contact', 'updated_at'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
  }

  async upsertDocument(
    db: Kysely<Database>,
    row: { tenant_id: number; kind: TenantContentKind; title: string; html: string; contact: string; updated_at: number },
  ) {
    const { title, html, contact, updated_at } = row;
    await db
      .insertInto('tenant_contents')
      .values(row)
      .onConflict((oc) => oc.columns(['tenant_id', 'kind']).doUpdateSet({ title, html, contact, updated_at }))
      .execute();
  }
}
