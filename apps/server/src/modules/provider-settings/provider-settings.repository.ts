import type { Kysely, Selectable } from 'kysely';
import type { Database, ProviderSettingsTable } from '../../db/schema';

export type ProviderSettingsRow = Selectable<ProviderSettingsTable>;

/** SQL on provider_settings and provider_health (migration 0027): the only place that touches them. */
export class ProviderSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  ofTenant(tenantId: number, db: Kysely<Database> = this.db): Promise<ProviderSettingsRow[]> {
    return db.selectFrom('provider_settings').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
  }

  one(db: Kysely<Database>, tenantId: number, kind: 'pay' | 'sms', vendor: string): Promise<ProviderSettingsRow | undefined> {
    return db
      .selectFrom('provider_settings')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('vendor', '=', vendor)
      .executeTakeFirst();
  }

  async upsert(
    db: Kysely<Database>,
    row: {
      tenant_id: number;
      kind: 'pay' | 'sms';
      vendor: string;
      fields: string;
      secrets: string;
      updated_at: number;
      updated_by: number | null;
    },
  ): Promise<void> {
    await db
      .insertInto('provider_settings')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'kind', 'vendor']).doUpdateSet({
          fields: row.fields,
          secrets: row.secrets,
          updated_at: row.updated_at,
          updated_by: row.updated_by,
        }),
      )
      .execute();
    // Changed credentials have not been checked yet: their last check no longer says anything.
    await this.forgetHealth(db, row.tenant_id, row.kind, row.vendor);
  }

  /** Removes the tenant's other vendors of the kind (one SMS vendor at a time). */
  async removeOthers(db: Kysely<Database>, tenantId: number, kind: 'pay' | 'sms', vendor: string): Promise<void> {
    await db
      .deleteFrom('provider_settings')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('vendor', '!=', vendor)
      .execute();
  }

  async remove(db: Kysely<Database>, tenantId: number, kind: 'pay' | 'sms', vendor: string): Promise<boolean> {
    const r = await db
      .deleteFrom('provider_settings')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('vendor', '=', vendor)
      .executeTakeFirst();
    await this.forgetHealth(db, tenantId, kind, vendor);
    return Number(r.numDeletedRows) > 0;
  }

  async recordHealth(
    tenantId: number,
    kind: string,
    vendor: string,
    at: number,
    ok: boolean,
    error: string | null,
  ): Promise<void> {
    await this.db
      .insertInto('provider_health')
      .values({ tenant_id: tenantId, kind, vendor, checked_at: at, ok: ok ? 1 : 0, error })
      .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'vendor']).doUpdateSet({ checked_at: at, ok: ok ? 1 : 0, error }))
      .execute();
  }

  async forgetHealth(db: Kysely<Database>, tenantId: number, kind: string, vendor: string): Promise<void> {
    await db
      .deleteFrom('provider_health')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('vendor', '=', vendor)
      .execute();
  }

  /**
   * Claims a provider's next health check: true when its last one is older than `everyMs` (or there is none), and
   * this call took it — one process checks, however many run the job.
   */
  async claimHealth(tenantId: number, kind: string, vendor: string, now: number, everyMs: number): Promise<boolean> {
    const row = await this.db
      .insertInto('provider_health')
      .values({ tenant_id: tenantId, kind, vendor, checked_at: now, ok: 1, error: null })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'kind', 'vendor'])
          .doUpdateSet({ checked_at: now })
          .where('provider_health.checked_at', '<=', now - everyMs),
      )
      .returning('tenant_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  health(tenantId: number) {
    return this.db.selectFrom('provider_health').selectAll().where('tenant_id', '=', tenantId).execute();
  }
}
