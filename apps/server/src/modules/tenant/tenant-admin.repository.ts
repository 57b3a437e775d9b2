import type { Insertable, Kysely } from 'kysely';
import type {
  Database,
  TenantConfigEnableTable,
  TenantContentsTable,
  TenantMenusTable,
  TenantPhoneAreasTable,
  TenantsTable,
  TenantThemesTable,
} from '../../db/schema';

/**
 * The tenant tables' write side (the seed, later the operator console). Every statement takes the
 * executor — the database or the caller's transaction — first.
 */
export class TenantAdminRepository {
  findByCode(db: Kysely<Database>, code: string) {
    return db.selectFrom('tenants').select(['id', 'platform_name']).where('code', '=', code).executeTakeFirst();
  }

  findByHost(db: Kysely<Database>, host: string) {
    return db
      .selectFrom('tenant_domains as d')
      .innerJoin('tenants as t', 't.id', 'd.tenant_id')
      .select(['t.id', 't.platform_name'])
      .where('d.host', '=', host)
      .executeTakeFirst();
  }

  allSettings(db: Kysely<Database>) {
    return db.selectFrom('tenants').select(['id', 'platform_name', 'settings']).execute();
  }

  async insert(db: Kysely<Database>, row: Insertable<TenantsTable>): Promise<number> {
    const r = await db.insertInto('tenants').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async setLogo(db: Kysely<Database>, tenantId: number, url: string) {
    await db.updateTable('tenants').set({ img_url: url }).where('id', '=', tenantId).execute();
  }

  async setSettings(db: Kysely<Database>, tenantId: number, settings: string) {
    await db.updateTable('tenants').set({ settings }).where('id', '=', tenantId).execute();
  }

  async insertDomains(db: Kysely<Database>, tenantId: number, hosts: string[]) {
    await db
      .insertInto('tenant_domains')
      .values(hosts.map((host) => ({ host, tenant_id: tenantId })))
      .execute();
  }

  async insertTheme(db: Kysely<Database>, row: Insertable<TenantThemesTable>) {
    await db.insertInto('tenant_themes').values(row).execute();
  }

  async insertMenu(db: Kysely<Database>, row: Insertable<TenantMenusTable>) {
    await db.insertInto('tenant_menus').values(row).execute();
  }

  async insertPhoneAreas(db: Kysely<Database>, rows: Insertable<TenantPhoneAreasTable>[]) {
    await db.insertInto('tenant_phone_areas').values(rows).execute();
  }

  async insertConfigEnable(db: Kysely<Database>, rows: Insertable<TenantConfigEnableTable>[]) {
    await db.insertInto('tenant_config_enable').values(rows).execute();
  }

  /** Adds the documents a tenant lacks; one it has (by kind) is left as it is. */
  async addMissingContents(db: Kysely<Database>, rows: Insertable<TenantContentsTable>[]) {
    await db
      .insertInto('tenant_contents')
      .values(rows)
      .onConflict((oc) => oc.columns(['tenant_id', 'kind']).doNothing())
      .execute();
  }
}
