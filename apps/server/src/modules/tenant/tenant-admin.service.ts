import type { LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database, TenantContentKind } from '../../db/schema';
import type { TenantAdminRepository } from './tenant-admin.repository';
import { DEFAULT_CHAIN_CHANNEL } from './tenant.service';

/** A new tenant's own row. */
export interface NewTenant {
  code: string;
  platformName: string;
  appId: string;
  enable: number;
  defaultLanguage: string;
  languages: string[];
  timeZone: string;
  /** settings.chainChannels: the chains the tenant's collectibles live on. */
  chainChannels: string[];
}

/** A tenant's theme colours (spec: themeMobile). */
export interface TenantTheme {
  themeColor: string;
  background: string;
  text: string;
  textSub: string;
  card: string;
  minor: string;
  divider: string;
  menuText: string;
  menuSelect: string;
}

/** One entry of the tab bar, with its icons' addresses. */
export interface TenantMenu {
  name: LocalizedText;
  icon: string;
  selectedIcon: string;
  link: string;
  linkType: number;
}

/** One of a tenant's documents (getTenantContent). */
export interface TenantDocument {
  kind: TenantContentKind;
  title: LocalizedText;
  html: LocalizedText;
  /** The help document's contact (decision 070). */
  contact?: { phone: string; email: string; hours: LocalizedText };
}

/**
 * The tenant module's write side: making a tenant (its row, hosts, theme, menus, phone areas, hidden
 * blocks) and filling what later versions added. The steps of a new tenant take the caller's
 * transaction (`trx`), so a tenant is made together with what other modules add to it (its files, its
 * categories); the operator console will stand on the same service.
 */
export class TenantAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: TenantAdminRepository,
  ) {}

  /** A tenant by its code. */
  async byCode(code: string): Promise<{ id: number; name: string } | undefined> {
    const row = await this.repo.findByCode(this.db, code);
    return row ? { id: row.id, name: row.platform_name } : undefined;
  }

  /** The tenant of a host name (as requests find it) or, failing that, of a tenant code. */
  async byHostOrCode(hostOrCode: string): Promise<{ id: number; name: string } | undefined> {
    const host = hostOrCode.trim().toLowerCase().replace(/:\d+$/, '');
    const row = (await this.repo.findByHost(this.db, host)) ?? (await this.repo.findByCode(this.db, hostOrCode.trim()));
    return row ? { id: row.id, name: row.platform_name } : undefined;
  }

  /** Writes a tenant's row; answers its id. */
  create(trx: Kysely<Database>, t: NewTenant, now: number): Promise<number> {
    return this.repo.insert(trx, {
      code: t.code,
      platform_name: t.platformName,
      app_id: t.appId,
      component_app_id: '',
      img_url: '',
      enable: t.enable,
      default_language: t.defaultLanguage,
      languages: JSON.stringify(t.languages),
      time_zone: t.timeZone,
      settings: JSON.stringify({ chainChannels: t.chainChannels }),
      created_at: now,
      updated_at: now,
    });
  }

  setLogo(trx: Kysely<Database>, tenantId: number, url: string): Promise<void> {
    return this.repo.setLogo(trx, tenantId, url);
  }

  addHosts(trx: Kysely<Database>, tenantId: number, hosts: string[]): Promise<void> {
    return this.repo.insertDomains(trx, tenantId, hosts);
  }

  setTheme(trx: Kysely<Database>, tenantId: number, theme: TenantTheme, now: number): Promise<void> {
    return this.repo.insertTheme(trx, {
      tenant_id: tenantId,
      theme_color: theme.themeColor,
      global_background_color: theme.background,
      global_text_color: theme.text,
      global_text_sub_color: theme.textSub,
      global_card_background_color: theme.card,
      global_minor_background_color: theme.minor,
      global_dividing_line_color: theme.divider,
      menu_text_color: theme.menuText,
      menu_select_text_color: theme.menuSelect,
      gray_mode: 0,
      updated_at: now,
    });
  }

  /** Adds a tab-bar entry at position `sort`. */
  addMenu(trx: Kysely<Database>, tenantId: number, sort: number, m: TenantMenu): Promise<void> {
    return this.repo.insertMenu(trx, {
      tenant_id: tenantId,
      sort,
      name: JSON.stringify(m.name),
      icon: m.icon,
      selected_icon: m.selectedIcon,
      link: m.link,
      link_type: m.linkType,
    });
  }

  /** The tenant's documents (agreement, privacy policy, ...); a kind it has already is left as it is. */
  addDocuments(trx: Kysely<Database>, tenantId: number, documents: TenantDocument[], now: number): Promise<void> {
    return this.repo.addMissingContents(
      trx,
      documents.map((c) => ({
        tenant_id: tenantId,
        kind: c.kind,
        title: JSON.stringify(c.title),
        html: JSON.stringify(c.html),
        contact: JSON.stringify(c.contact ?? {}),
        updated_at: now,
      })),
    );
  }

  /** The phone area codes the tenant's sign-up offers, in order. */
  setPhoneAreas(trx: Kysely<Database>, tenantId: number, areas: { code: string; name: LocalizedText }[]): Promise<void> {
    return this.repo.insertPhoneAreas(
      trx,
      areas.map((a, i) => ({ tenant_id: tenantId, area_code: a.code, name: JSON.stringify(a.name), sort: i })),
    );
  }

  /** The blocks the tenant hides: chain facts (classification 1) and account menu entries (2). */
  setHidden(trx: Kysely<Database>, tenantId: number, hidden: { chainInfo: string[]; accountMenu: string[] }): Promise<void> {
    return this.repo.insertConfigEnable(trx, [
      { tenant_id: tenantId, classification: 1, disable_content: JSON.stringify(hidden.chainInfo) },
      { tenant_id: tenantId, classification: 2, disable_content: JSON.stringify(hidden.accountMenu) },
    ]);
  }

  /**
   * What every tenant needs since the identity migration, added only where it is missing (tenants made
   * before it, or by an operator): a chain channel list in the settings and the documents. An
   * operator's own settings and texts are never overwritten.
   */
  async fillMissing(documentsFor: (platformName: string) => TenantDocument[], now: number): Promise<void> {
    for (const t of await this.repo.allSettings(this.db)) {
      let settings: Record<string, unknown>;
      try {
        settings = JSON.parse(t.settings) as Record<string, unknown>;
      } catch {
        settings = {};
      }
      if (!Array.isArray(settings.chainChannels)) {
        await this.repo.setSettings(this.db, t.id, JSON.stringify({ ...settings, chainChannels: [DEFAULT_CHAIN_CHANNEL] }));
      }
      await this.repo.addMissingContents(
        this.db,
        documentsFor(t.platform_name).map((c) => ({
          tenant_id: t.id,
          kind: c.kind,
          title: JSON.stringify(c.title),
          html: JSON.stringify(c.html),
          contact: JSON.stringify(c.contact ?? {}),
          updated_at: now,
        })),
      );
    }
  }
}
