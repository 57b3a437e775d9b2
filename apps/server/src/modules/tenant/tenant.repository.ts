import type { Kysely } from 'kysely';
import type { Database, TenantContentKind } from '../../db/schema';

/** SQL for tenants and their configuration. Every query is filtered by tenant id. */
export class TenantRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every tenant (background work that covers them all). */
  /** One row read: the database answers (the health check). */
  async ping(): Promise<void> {
    await this.db.selectFrom('tenants').select('id').limit(1).execute();
  }

  all() {
    return this.db.selectFrom('tenants').select(['id', 'code', 'platform_name']).orderBy('id').execute();
  }

  /** A tenant by id (background work that starts from a row, not a request). */
  findById(id: number) {
    return this.db
      .selectFrom('tenants')
      .select([
        'tenants.id',
        'tenants.code',
        'tenants.platform_name',
        'tenants.app_id',
        'tenants.component_app_id',
        'tenants.img_url',
        'tenants.enable',
        'tenants.default_language',
        'tenants.languages',
        'tenants.time_zone',
        'tenants.settings',
      ])
      .where('tenants.id', '=', id)
      .executeTakeFirst();
  }

  findByHost(host: string) {
    return this.db
      .selectFrom('tenant_domains')
      .innerJoin('tenants', 'tenants.id', 'tenant_domains.tenant_id')
      .select([
        'tenants.id',
        'tenants.code',
        'tenants.platform_name',
        'tenants.app_id',
        'tenants.component_app_id',
        'tenants.img_url',
        'tenants.enable',
        'tenants.default_language',
        'tenants.languages',
        'tenants.time_zone',
        'tenants.settings',
      ])
      .where('tenant_domains.host', '=', host)
      .executeTakeFirst();
  }

  /** A tenant's settings, read in `db` (a caller's transaction). */
  settingsIn(db: Kysely<Database>, tenantId: number) {
    return db.selectFrom('tenants').select('settings').where('id', '=', tenantId).executeTakeFirst();
  }

  theme(tenantId: number) {
    return this.db.selectFrom('tenant_themes').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  }

  menus(tenantId: number) {
    return this.db
      .selectFrom('tenant_menus')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  phoneAreas(tenantId: number) {
    return this.db
      .selectFrom('tenant_phone_areas')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** The area codes the tenant offers, in order (what the tenant context carries). */
  async areaCodes(tenantId: number): Promise<string[]> {
    return (await this.phoneAreas(tenantId)).map((r) => r.area_code);
  }

  configEnable(tenantId: number) {
    return this.db
      .selectFrom('tenant_config_enable')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('classification')
      .execute();
  }

  content(tenantId: number, kind: TenantContentKind) {
    return this.db
      .selectFrom('tenant_contents')
      .select(['kind', 'title', 'html', 'contact', 'updated_at'])
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  domains(tenantId: number) {
    return this.db.selectFrom('tenant_domains').select('host').where('tenant_id', '=', tenantId).execute();
  }
}

export type TenantRow = NonNullable<Awaited<ReturnType<TenantRepository['findByHost']>>>;
