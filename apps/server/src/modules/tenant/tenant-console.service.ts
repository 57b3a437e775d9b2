import { DEFAULT_THEME_COLOR, ErrorCode, FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRecorder } from '../../http/request-context';
import type { TenantAdminService } from './tenant-admin.service';
import { DEFAULT_CHAIN_CHANNEL, type TenantService } from './tenant.service';

/** A new tenant as the console makes it (the flow adds its owner and its chain contract). */
export interface ConsoleNewTenant {
  code: string;
  name: string;
  hosts: string[];
  defaultLanguage: Language;
  languages?: Language[];
  timeZone: string;
}

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The phone areas a new tenant's sign-up offers (the demo's). */
const DEFAULT_PHONE_AREAS = [
  { code: '+86', name: { 'zh-CN': '中国大陆', 'zh-TW': '中國大陸', en: 'Mainland China' } },
  { code: '+852', name: { 'zh-CN': '中国香港', 'zh-TW': '中國香港', en: 'Hong Kong, China' } },
];

/**
 * Tenants from the platform console (issue 17, decision 036): list, create (the tenant's own rows: row,
 * domains, a default theme, phone areas), change (name, open/closed, maintenance, languages, time zone)
 * and domains. Hosts resolve through the tenant cache: this process forgets it at once, every other
 * within its 5 s lifetime — no restart. Every write is audited in its transaction.
 */
export class TenantConsoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly admin: TenantAdminService,
    private readonly tenants: TenantService,
    private readonly clock: Clock,
  ) {}

  async list() {
    const rows = await this.db.selectFrom('tenants').selectAll().orderBy('id').execute();
    const hosts = await this.db.selectFrom('tenant_domains').select(['host', 'tenant_id']).orderBy('host').execute();
    return rows.map((r) =>
      this.view(
        r,
        hosts.filter((h) => h.tenant_id === r.id).map((h) => h.host),
      ),
    );
  }

  async one(db: Kysely<Database>, id: number) {
    const r = await db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw new AppError(ErrorCode.NOT_FOUND);
    const hosts = await db.selectFrom('tenant_domains').select('host').where('tenant_id', '=', id).orderBy('host').execute();
    return this.view(
      r,
      hosts.map((h) => h.host),
    );
  }

  private view(
    r: {
      id: number;
      code: string;
      platform_name: string;
      enable: number;
      default_language: string;
      languages: string;
      time_zone: string;
      settings: string;
      created_at: number;
    },
    hosts: string[],
  ) {
    const languages = parse<string[]>(r.languages, [])
      .map((l) => normalizeLanguage(l))
      .filter((l): l is Language => l !== undefined);
    return {
      id: r.id,
      code: r.code,
      name: r.platform_name,
      hosts,
      enable: r.enable,
      maintenance: parse<{ maintenance?: boolean }>(r.settings, {}).maintenance === true,
      defaultLanguage: normalizeLanguage(r.default_language) ?? FALLBACK_LANGUAGE,
      languages,
      timeZone: r.time_zone,
      createdAt: Number(r.created_at),
    };
  }

  /** Refuses a host another tenant (or the platform console) answers on. */
  private async assertHostsFree(db: Kysely<Database>, hosts: string[], platformHosts: string[]): Promise<void> {
    for (const host of hosts) {
      if (platformHosts.includes(host)) throw new AppError(ErrorCode.TENANT_HOST_TAKEN, { host });
    }
    if (hosts.length === 0) return;
    const taken = await db.selectFrom('tenant_domains').select('host').where('host', 'in', hosts).executeTakeFirst();
    if (taken) throw new AppError(ErrorCode.TENANT_HOST_TAKEN, { host: taken.host });
  }

  /** The tenant's own rows, in the flow's transaction; answers its id. */
  async create(trx: Kysely<Database>, t: ConsoleNewTenant, platformHosts: string[]): Promise<number> {
    const hosts = [...new Set(t.hosts)];
    // In the transaction (SQLite has one connection: a query beside it would wait for it forever).
    if (await trx.selectFrom('tenants').select('id').where('code', '=', t.code).executeTakeFirst()) {
      throw new AppError(ErrorCode.TENANT_CODE_TAKEN);
    }
    await this.assertHostsFree(trx, hosts, platformHosts);
    const now = this.clock();
    const languages = [...new Set([t.defaultLanguage, ...(t.languages ?? [])])];
    const id = await this.admin.create(
      trx,
      {
        code: t.code,
        platformName: t.name,
        appId: t.code,
        enable: 1,
        defaultLanguage: t.defaultLanguage,
        languages,
        timeZone: t.timeZone,
        chainChannels: [DEFAULT_CHAIN_CHANNEL],
      },
      now,
    );
    await this.admin.addHosts(trx, id, hosts);
    await this.admin.setTheme(
      trx,
      id,
      {
        themeColor: DEFAULT_THEME_COLOR,
        background: '#F8F8F8',
        text: '#000000',
        textSub: '#999999',
        card: '#FFFFFF',
        minor: '#F2F2F2',
        divider: '#EEEEEE',
        menuText: '#999999',
        // The selected tab takes the brand's colour (and follows it in the brand editor while they match).
        menuSelect: DEFAULT_THEME_COLOR,
      },
      now,
    );
    await this.admin.setPhoneAreas(trx, id, DEFAULT_PHONE_AREAS);
    await this.admin.setHidden(trx, id, { chainInfo: [], accountMenu: [] });
    return id;
  }

  /** After a commit that changed hosts or tenants: this process sees it at once (others within 5 s). */
  changed(): void {
    this.tenants.invalidate();
  }

  async update(
    id: number,
    patch: {
      name?: string;
      enable?: boolean;
      maintenance?: boolean;
      defaultLanguage?: Language;
      languages?: Language[];
      timeZone?: string;
    },
    audit: AuditRecorder,
  ) {
    const out = await this.db.transaction().execute(async (trx) => {
      const before = await this.one(trx, id);
      const row = await trx
        .selectFrom('tenants')
        .select(['settings', 'languages'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const set: Record<string, string | number> = { updated_at: this.clock() };
      if (patch.name !== undefined) set.platform_name = patch.name;
      if (patch.enable !== undefined) set.enable = patch.enable ? 1 : 0;
      if (patch.maintenance !== undefined) {
        set.settings = JSON.stringify({ ...parse<Record<string, unknown>>(row.settings, {}), maintenance: patch.maintenance });
      }
      const defaultLanguage = patch.defaultLanguage ?? before.defaultLanguage;
      if (patch.defaultLanguage !== undefined) set.default_language = patch.defaultLanguage;
      if (patch.languages !== undefined || patch.defaultLanguage !== undefined) {
        set.languages = JSON.stringify([...new Set([defaultLanguage, ...(patch.languages ?? before.languages)])]);
      }
      if (patch.timeZone !== undefined) set.time_zone = patch.timeZone;
      await trx.updateTable('tenants').set(set).where('id', '=', id).execute();
      const after = await this.one(trx, id);
      await audit(trx, { action: 'tenant.update', targetType: 'tenant', targetId: id, before, after, tenantId: id });
      return after;
    });
    this.changed();
    return out;
  }

  async addHost(id: number, host: string, platformHosts: string[], audit: AuditRecorder) {
    const out = await this.db.transaction().execute(async (trx) => {
      const before = await this.one(trx, id);
      await this.assertHostsFree(trx, [host], platformHosts);
      await this.admin.addHosts(trx, id, [host]);
      const after = await this.one(trx, id);
      await audit(trx, { action: 'tenant.domain.add', targetType: 'tenant', targetId: id, before, after, tenantId: id });
      return after;
    });
    this.changed();
    return out;
  }

  async removeHost(id: number, host: string, audit: AuditRecorder) {
    const out = await this.db.transaction().execute(async (trx) => {
      const before = await this.one(trx, id);
      if (!before.hosts.includes(host)) throw new AppError(ErrorCode.NOT_FOUND);
      if (before.hosts.length === 1) throw new AppError(ErrorCode.VALIDATION_FAILED);
      await trx.deleteFrom('tenant_domains').where('tenant_id', '=', id).where('host', '=', host).execute();
      const after = await this.one(trx, id);
      await audit(trx, { action: 'tenant.domain.remove', targetType: 'tenant', targetId: id, before, after, tenantId: id });
      return after;
    });
    this.changed();
    return out;
  }
}
