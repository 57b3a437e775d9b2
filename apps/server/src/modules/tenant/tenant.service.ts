import {
  DEFAULT_HOLD_HOURS,
  DEFAULT_PER_USER_LIMIT,
  DEFAULT_THEME_COLOR,
  ErrorCode,
  FALLBACK_LANGUAGE,
  FREE_RESALE_CEILING_DEFAULT,
  isDefaultHoldHours,
  isDefaultPerUserLimit,
  isFreeResaleCeiling,
  isOrderAutoCompleteDays,
  isResaleCeilingMultiple,
  isWebviewHost,
  localize,
  ORDER_AUTO_COMPLETE_DAYS_DEFAULT,
  normalizeLanguage,
  PHONE_AREAS,
  PHONE_AREAS_DEFAULT,
  RESALE_CEILING_MULTIPLE_DEFAULT,
  TAB_ACTIVE_COLOR,
  type Language,
  type LocalizedText,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database, TenantContentKind } from '../../db/schema';
import { TtlCache } from '../../ttl-cache';
import { AppError } from '../../errors';
import type { TenantContext, TenantSettings } from '../../http/request-context';
import type { TenantRepository, TenantRow } from './tenant.repository';
import { helpContact } from './tenant-brand.service';

/** The embedded EVM chain's channel number. */
export const DEFAULT_CHAIN_CHANNEL = 'curio-evm';

const DEFAULT_SETTINGS: TenantSettings = {
  orderPayTimeoutSeconds: 300,
  platformFeeRate: 0.05,
  maintenance: false,
  chainChannels: [DEFAULT_CHAIN_CHANNEL],
  orderAutoCompleteDays: ORDER_AUTO_COMPLETE_DAYS_DEFAULT,
  webviewHosts: [],
  freeResaleCeiling: FREE_RESALE_CEILING_DEFAULT,
  defaultHoldHours: DEFAULT_HOLD_HOURS,
  defaultPerUserLimit: DEFAULT_PER_USER_LIMIT,
  resaleCeilingMultiple: RESALE_CEILING_MULTIPLE_DEFAULT,
};

/** The setting when it is one the console would accept, else the default (a hand-edited or older row; decision 064). */
const valid = <T>(value: unknown, ok: (v: unknown) => v is T, fallback: T): T => (ok(value) ? value : fallback);

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function settingsOf(text: string): TenantSettings {
  const s = { ...DEFAULT_SETTINGS, ...parseJson<Partial<TenantSettings>>(text, {}) };
  const channels = Array.isArray(s.chainChannels) ? s.chainChannels.filter((c) => typeof c === 'string' && c !== '') : [];
  const webviewHosts = Array.isArray(s.webviewHosts)
    ? s.webviewHosts.filter((h) => typeof h === 'string' && isWebviewHost(h))
    : [];
  // A ceiling the console would refuse (a hand-edited row) counts as the default.
  const freeResaleCeiling =
    typeof s.freeResaleCeiling === 'number' && isFreeResaleCeiling(s.freeResaleCeiling)
      ? s.freeResaleCeiling
      : DEFAULT_SETTINGS.freeResaleCeiling;
  return {
    ...s,
    chainChannels: channels.length > 0 ? channels : DEFAULT_SETTINGS.chainChannels,
    webviewHosts,
    freeResaleCeiling,
    orderAutoCompleteDays: valid(s.orderAutoCompleteDays, isOrderAutoCompleteDays, DEFAULT_SETTINGS.orderAutoCompleteDays),
    defaultHoldHours: valid(s.defaultHoldHours, isDefaultHoldHours, DEFAULT_SETTINGS.defaultHoldHours),
    defaultPerUserLimit: valid(s.defaultPerUserLimit, isDefaultPerUserLimit, DEFAULT_SETTINGS.defaultPerUserLimit),
    resaleCeilingMultiple: valid(s.resaleCeilingMultiple, isResaleCeilingMultiple, DEFAULT_SETTINGS.resaleCeilingMultiple),
  };
}

function toContext(row: TenantRow, areas: string[]): TenantContext {
  const languages = parseJson<string[]>(row.languages, [])
    .map((l) => normalizeLanguage(l))
    .filter((l): l is Language => l !== undefined);
  return {
    id: row.id,
    code: row.code,
    enable: row.enable,
    platformName: row.platform_name,
    appId: row.app_id,
    componentAppId: row.component_app_id,
    imgUrl: row.img_url,
    defaultLanguage: normalizeLanguage(row.default_language) ?? FALLBACK_LANGUAGE,
    languages: languages.length > 0 ? languages : [FALLBACK_LANGUAGE],
    timeZone: row.time_zone,
    settings: settingsOf(row.settings),
    // A tenant without phone areas (made before they existed) offers every code the product checks.
    phoneAreas: areas.length > 0 ? areas : [...PHONE_AREAS_DEFAULT],
  };
}

const CACHE_TTL_MS = 5_000;

export class TenantService {
  /** Host → tenant, kept briefly in each process: an operator's change is seen within 5 s everywhere. */
  private readonly cache = new TtlCache<TenantContext | null>(CACHE_TTL_MS, 10_000);

  constructor(
    private readonly repo: TenantRepository,
    /**
     * Account menu entries the deployment cannot serve (issue 28: 'wallet' until a wallet provider is contracted):
     * switched off for every tenant, as if its classification-2 list named them, so the storefront hides them.
     */
    private readonly unavailableMenu: readonly string[] = [],
  ) {}

  /** Answers when the database does (the health check reads one tenant row). */
  ping(): Promise<void> {
    return this.repo.ping();
  }

  async resolveHost(host: string): Promise<TenantContext | null> {
    const hit = this.cache.get(host);
    if (hit !== undefined) return hit;
    const row = await this.repo.findByHost(host);
    const tenant = row ? toContext(row, await this.repo.areaCodes(row.id)) : null;
    this.cache.set(host, tenant);
    return tenant;
  }

  /** Every tenant's id, code and name, for background work. */
  async all(): Promise<{ id: number; code: string; platformName: string }[]> {
    return (await this.repo.all()).map((r) => ({ id: r.id, code: r.code, platformName: r.platform_name }));
  }

  /** A tenant by id, for background work (a payment notice, a job); not cached. */
  async byId(id: number): Promise<TenantContext | null> {
    const row = await this.repo.findById(id);
    return row ? toContext(row, await this.repo.areaCodes(row.id)) : null;
  }

  /** A tenant's settings read in `db` (a caller's transaction: the catalogue import's drop defaults, decision 064). */
  async settingsIn(db: Kysely<Database>, tenantId: number): Promise<TenantSettings> {
    return settingsOf((await this.repo.settingsIn(db, tenantId))?.settings ?? '{}');
  }

  invalidate(): void {
    this.cache.clear();
  }

  info(t: TenantContext) {
    return {
      tenantId: t.id,
      appId: t.appId,
      componentAppId: t.componentAppId,
      platformName: t.platformName,
      imgUrl: t.imgUrl,
      enable: t.enable,
      webviewHosts: t.settings.webviewHosts,
    };
  }

  async theme(t: TenantContext) {
    const row = await this.repo.theme(t.id);
    if (!row) {
      return {
        themeColor: DEFAULT_THEME_COLOR,
        globalBackgroundColor: '#F8F8F8',
        globalTextColor: '#000000',
        globalTextSubColor: '#999999',
        globalCardBackgroundColor: '#FFFFFF',
        globalMinorBackgroundColor: '#F2F2F2',
        globalDividingLineColor: '#EEEEEE',
        grayMode: false,
      };
    }
    return {
      themeColor: row.theme_color,
      globalBackgroundColor: row.global_background_color,
      globalTextColor: row.global_text_color,
      globalTextSubColor: row.global_text_sub_color,
      globalCardBackgroundColor: row.global_card_background_color,
      globalMinorBackgroundColor: row.global_minor_background_color,
      globalDividingLineColor: row.global_dividing_line_color,
      grayMode: row.gray_mode === 1,
    };
  }

  async menu(t: TenantContext, lang: Language) {
    const [rows, theme] = await Promise.all([this.repo.menus(t.id), this.repo.theme(t.id)]);
    return {
      menuSettingInfoList: rows.map((r) => ({
        id: r.id,
        name: localize(parseJson<LocalizedText>(r.name, {}), lang),
        icon: r.icon,
        selectedIcon: r.selected_icon,
        link: r.link,
        linkType: r.link_type,
        sort: r.sort,
      })),
      menuColorVO: {
        selectTextColor: theme?.menu_select_text_color ?? TAB_ACTIVE_COLOR,
        textColor: theme?.menu_text_color ?? '#999999',
      },
    };
  }

  async configEnable(t: TenantContext) {
    const rows = await this.repo.configEnable(t.id);
    const lists = rows.map((r) => ({
      classification: r.classification,
      disableContent: parseJson<string[]>(r.disable_content, []),
    }));
    if (this.unavailableMenu.length === 0) return lists;
    const menu = lists.find((l) => l.classification === 2);
    if (menu) menu.disableContent = [...new Set([...menu.disableContent, ...this.unavailableMenu])];
    else lists.push({ classification: 2, disableContent: [...this.unavailableMenu] });
    return lists;
  }

  international(t: TenantContext) {
    return { language: t.defaultLanguage, languages: t.languages };
  }

  async phoneAreas(t: TenantContext, lang: Language) {
    const rows = await this.repo.phoneAreas(t.id);
    return rows.map((r) => {
      const rule = PHONE_AREAS[r.area_code as keyof typeof PHONE_AREAS];
      if (!rule) throw new AppError(ErrorCode.INTERNAL_ERROR);
      return { areaCode: r.area_code, name: localize(parseJson<LocalizedText>(r.name, {}), lang), phoneLength: rule.length };
    });
  }

  /** One of the tenant's documents (agreements, policy) in the request's language. */
  async content(t: TenantContext, kind: TenantContentKind, lang: Language) {
    const row = await this.repo.content(t.id, kind);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return {
      kind: row.kind,
      title: localize(parseJson<LocalizedText>(row.title, {}), lang),
      html: localize(parseJson<LocalizedText>(row.html, {}), lang),
      updatedAt: row.updated_at,
      contact: row.kind === 'help' ? helpContactIn(row.contact, lang) : null,
    };
  }

  async hosts(t: TenantContext): Promise<string[]> {
    return (await this.repo.domains(t.id)).map((d) => d.host);
  }
}

/** The help page's contact in one language (decision 070); null when it has neither phone, email nor hours. */
function helpContactIn(text: string, lang: Language) {
  const c = helpContact(text);
  const hours = localize(c.hours, lang);
  return c.phone || c.email || hours ? { phone: c.phone, email: c.email, hours } : null;
}
