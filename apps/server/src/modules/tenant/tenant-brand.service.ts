import {
  ACCOUNT_MENU_KEYS,
  CHAIN_INFO_KEYS,
  ConfigClassification,
  DEFAULT_HOLD_HOURS,
  DEFAULT_PER_USER_LIMIT,
  DEFAULT_THEME_COLOR,
  FALLBACK_LANGUAGE,
  FREE_RESALE_CEILING_DEFAULT,
  isDefaultHoldHours,
  isDefaultPerUserLimit,
  isFreeResaleCeiling,
  isOrderAutoCompleteDays,
  isPhoneAreaCode,
  isResaleCeilingMultiple,
  isWebviewHost,
  normalizeLanguage,
  ORDER_AUTO_COMPLETE_DAYS_DEFAULT,
  PHONE_AREAS_DEFAULT,
  recolourTabIcon,
  RESALE_CEILING_MULTIPLE_DEFAULT,
  TAB_ACTIVE_COLOR,
  type Language,
  type LocalizedText,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database, TenantContentKind } from '../../db/schema';
import type { TenantBrandRepository } from './tenant-brand.repository';

/** A tenant's brand as the console edits it (the contract's BrandDocument). */
export interface TenantBrand {
  platformName: string;
  logoUrl: string;
  theme: {
    themeColor: string;
    globalBackgroundColor: string;
    globalTextColor: string;
    globalTextSubColor: string;
    globalCardBackgroundColor: string;
    globalMinorBackgroundColor: string;
    globalDividingLineColor: string;
    menuTextColor: string;
    menuSelectTextColor: string;
    grayMode: boolean;
  };
  menu: { name: LocalizedText; icon: string; selectedIcon: string; link: string; linkType: 1 | 2 | 3 }[];
  settings: {
    orderPayTimeoutSeconds: number;
    platformFeeRate: number;
    defaultHoldHours: number;
    resaleCeilingMultiple: number;
    defaultPerUserLimit: number;
    /** The webview allow-list (decision 048). */
    webviewHosts: string[];
    /** The resale ceiling of free collections without their own, fen; 0: unlistable (decision 061). */
    freeResaleCeiling: number;
    /** Days after shipping when a physical-reward order completes by itself (decision 064). */
    orderAutoCompleteDays: number;
    /** Account menu entries and chain-info rows the storefront hides: the config lists 2 and 1 (decision 064). */
    hiddenAccountMenu?: string[];
    hiddenChainInfo?: string[];
    /**
     * The area codes sign-up offers, in order (the tenant's phone areas; decision 064). The three lists are
     * always read; a draft saved before they existed has none, and publishing it keeps the tenant's.
     */
    phoneAreas?: string[];
  };
}

/** The settings kept in other tables than the tenant row's settings (decision 064). */
const LIST_SETTINGS = ['hiddenAccountMenu', 'hiddenChainInfo', 'phoneAreas'] as const;

/** The names of the area codes the product checks, for an area the operator adds (the demo's names). */
const PHONE_AREA_NAMES: Record<string, LocalizedText> = {
  '+86': { 'zh-CN': '中国大陆', 'zh-TW': '中國大陸', en: 'Mainland China' },
  '+852': { 'zh-CN': '中国香港', 'zh-TW': '中國香港', en: 'Hong Kong, China' },
};

/** The tenant's documents and languages as the console edits them (the contract's TenantDocumentsView, decision 040). */
export interface TenantDocuments {
  defaultLanguage: Language;
  languages: Language[];
  documents: {
    kind: TenantContentKind;
    title: LocalizedText;
    html: LocalizedText;
    /** The help document's contact (decision 070); absent on the other kinds. */
    contact?: { phone: string; email: string; hours: LocalizedText };
  }[];
}

const DEFAULT_BRAND_SETTINGS: TenantBrand['settings'] = {
  orderPayTimeoutSeconds: 300,
  platformFeeRate: 0.05,
  // What the server applies when the tenant has set nothing (decision 064): the form shows the truth.
  defaultHoldHours: DEFAULT_HOLD_HOURS,
  resaleCeilingMultiple: RESALE_CEILING_MULTIPLE_DEFAULT,
  defaultPerUserLimit: DEFAULT_PER_USER_LIMIT,
  webviewHosts: [],
  freeResaleCeiling: FREE_RESALE_CEILING_DEFAULT,
  orderAutoCompleteDays: ORDER_AUTO_COMPLETE_DAYS_DEFAULT,
  hiddenAccountMenu: [],
  hiddenChainInfo: [],
  phoneAreas: [...PHONE_AREAS_DEFAULT],
};

/** The setting when it is one the console would accept, else the default (as the tenant module reads it). */
const valid = <T>(value: unknown, ok: (v: unknown) => v is T, fallback: T): T => (ok(value) ? value : fallback);

function parseObject(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The help document's stored contact (decision 070), each part a string ('' when none). */
export function helpContact(text: string): { phone: string; email: string; hours: LocalizedText } {
  const o = parseObject(text);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const hours =
    typeof o.hours === 'object' && o.hours !== null && !Array.isArray(o.hours) ? (o.hours as Record<string, unknown>) : {};
  return {
    phone: str(o.phone),
    email: str(o.email),
    hours: Object.fromEntries(Object.entries(hours).filter(([, v]) => typeof v === 'string')) as LocalizedText,
  };
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * The tenant's brand, read from and written to the tenant's own tables (decision 037): the console's
 * drafts module reads the published brand here and publishes a draft through `publish`, in its
 * transaction. The storefront reads these tables on every bootstrap call (the tenant row through the
 * 5-second cache), so a published brand shows without a restart.
 */
export class TenantBrandService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: TenantBrandRepository,
  ) {}

  async current(tenantId: number, db: Kysely<Database> = this.db): Promise<TenantBrand> {
    const [tenant, theme, menus, lists, areas] = await Promise.all([
      this.repo.tenant(db, tenantId),
      this.repo.theme(db, tenantId),
      this.repo.menus(db, tenantId),
      this.repo.configEnable(db, tenantId),
      this.repo.phoneAreas(db, tenantId),
    ]);
    const settings = parseObject(tenant?.settings ?? '{}');
    // A hidden list keeps only the names the storefront has (an unknown one hides nothing).
    const hidden = (classification: number, names: readonly string[]) => {
      const row = lists.find((l) => l.classification === classification);
      let list: unknown = [];
      try {
        list = row ? JSON.parse(row.disable_content) : [];
      } catch {
        // a hand-edited row that is not JSON hides nothing
      }
      return Array.isArray(list) ? [...new Set(list.filter((x): x is string => names.includes(x as string)))] : [];
    };
    const areaCodes = [...new Set(areas.map((a) => a.area_code).filter(isPhoneAreaCode))];
    return {
      platformName: tenant?.platform_name ?? '',
      logoUrl: tenant?.img_url ?? '',
      theme: {
        themeColor: theme?.theme_color ?? DEFAULT_THEME_COLOR,
        globalBackgroundColor: theme?.global_background_color ?? '#F8F8F8',
        globalTextColor: theme?.global_text_color ?? '#000000',
        globalTextSubColor: theme?.global_text_sub_color ?? '#999999',
        globalCardBackgroundColor: theme?.global_card_background_color ?? '#FFFFFF',
        globalMinorBackgroundColor: theme?.global_minor_background_color ?? '#F2F2F2',
        globalDividingLineColor: theme?.global_dividing_line_color ?? '#EEEEEE',
        menuTextColor: theme?.menu_text_color ?? '#999999',
        menuSelectTextColor: theme?.menu_select_text_color ?? TAB_ACTIVE_COLOR,
        grayMode: theme?.gray_mode === 1,
      },
      menu: menus.map((m) => ({
        name: parseObject(m.name) as LocalizedText,
        icon: m.icon,
        selectedIcon: m.selected_icon,
        link: m.link,
        linkType: (m.link_type === 2 || m.link_type === 3 ? m.link_type : 1) as 1 | 2 | 3,
      })),
      settings: {
        orderPayTimeoutSeconds: num(settings.orderPayTimeoutSeconds, DEFAULT_BRAND_SETTINGS.orderPayTimeoutSeconds),
        platformFeeRate: num(settings.platformFeeRate, DEFAULT_BRAND_SETTINGS.platformFeeRate),
        defaultHoldHours: valid(settings.defaultHoldHours, isDefaultHoldHours, DEFAULT_BRAND_SETTINGS.defaultHoldHours),
        resaleCeilingMultiple: valid(
          settings.resaleCeilingMultiple,
          isResaleCeilingMultiple,
          DEFAULT_BRAND_SETTINGS.resaleCeilingMultiple,
        ),
        defaultPerUserLimit: valid(
          settings.defaultPerUserLimit,
          isDefaultPerUserLimit,
          DEFAULT_BRAND_SETTINGS.defaultPerUserLimit,
        ),
        orderAutoCompleteDays: valid(
          settings.orderAutoCompleteDays,
          isOrderAutoCompleteDays,
          DEFAULT_BRAND_SETTINGS.orderAutoCompleteDays,
        ),
        hiddenAccountMenu: hidden(ConfigClassification.ACCOUNT_MENU, ACCOUNT_MENU_KEYS),
        hiddenChainInfo: hidden(ConfigClassification.CHAIN_INFO, CHAIN_INFO_KEYS),
        phoneAreas: areaCodes.length > 0 ? areaCodes : DEFAULT_BRAND_SETTINGS.phoneAreas,
        webviewHosts: Array.isArray(settings.webviewHosts)
          ? settings.webviewHosts.filter((h): h is string => typeof h === 'string' && isWebviewHost(h))
          : DEFAULT_BRAND_SETTINGS.webviewHosts,
        freeResaleCeiling:
          typeof settings.freeResaleCeiling === 'number' && isFreeResaleCeiling(settings.freeResaleCeiling)
            ? settings.freeResaleCeiling
            : DEFAULT_BRAND_SETTINGS.freeResaleCeiling,
      },
    };
  }

  /** Writes the brand into the tenant's tables in the caller's transaction; the other settings (maintenance, chains) are kept. */
  async publish(trx: Kysely<Database>, tenantId: number, brand: TenantBrand, now: number): Promise<void> {
    const row = await this.repo.tenant(trx, tenantId);
    const { hiddenAccountMenu, hiddenChainInfo, phoneAreas, ...kept } = brand.settings;
    const settings: Record<string, unknown> = { ...parseObject(row?.settings ?? '{}'), ...kept };
    for (const k of LIST_SETTINGS) delete settings[k];
    await this.repo.updateTenant(trx, tenantId, {
      platform_name: brand.platformName,
      img_url: brand.logoUrl,
      settings: JSON.stringify(settings),
      updated_at: now,
    });
    const t = brand.theme;
    await this.repo.replaceTheme(trx, {
      tenant_id: tenantId,
      theme_color: t.themeColor,
      global_background_color: t.globalBackgroundColor,
      global_text_color: t.globalTextColor,
      global_text_sub_color: t.globalTextSubColor,
      global_card_background_color: t.globalCardBackgroundColor,
      global_minor_background_color: t.globalMinorBackgroundColor,
      global_dividing_line_color: t.globalDividingLineColor,
      menu_text_color: t.menuTextColor,
      menu_select_text_color: t.menuSelectTextColor,
      gray_mode: t.grayMode ? 1 : 0,
      updated_at: now,
    });
    await this.repo.replaceMenus(
      trx,
      tenantId,
      brand.menu.map((m, i) => ({
        tenant_id: tenantId,
        sort: i + 1,
        name: JSON.stringify(m.name),
        // The platform's own icons follow the tab bar's colours; an uploaded icon stays as it is.
        icon: recolourTabIcon(m.icon, t.menuTextColor),
        selected_icon: recolourTabIcon(m.selectedIcon, t.menuSelectTextColor),
        link: m.link,
        link_type: m.linkType,
      })),
    );
    await this.publishLists(trx, tenantId, { hiddenAccountMenu, hiddenChainInfo, phoneAreas });
  }

  /**
   * The lists kept in their own tables (decision 064): the hidden account-menu entries and chain-info rows
   * (spec §3's config lists, read by getTenantConfigEnable) and the offered area codes (getTenantPhoneArea);
   * an area already offered keeps its name.
   */
  private async publishLists(
    trx: Kysely<Database>,
    tenantId: number,
    lists: Pick<TenantBrand['settings'], (typeof LIST_SETTINGS)[number]>,
  ): Promise<void> {
    if (lists.hiddenAccountMenu)
      await this.repo.setConfigEnable(trx, tenantId, ConfigClassification.ACCOUNT_MENU, JSON.stringify(lists.hiddenAccountMenu));
    if (lists.hiddenChainInfo)
      await this.repo.setConfigEnable(trx, tenantId, ConfigClassification.CHAIN_INFO, JSON.stringify(lists.hiddenChainInfo));
    if (!lists.phoneAreas) return;
    const names = new Map((await this.repo.phoneAreas(trx, tenantId)).map((a) => [a.area_code, a.name]));
    await this.repo.replacePhoneAreas(
      trx,
      tenantId,
      lists.phoneAreas.map((code, sort) => ({
        tenant_id: tenantId,
        area_code: code,
        name: names.get(code) ?? JSON.stringify(PHONE_AREA_NAMES[code] ?? { en: code }),
        sort,
      })),
    );
  }

  /** The tenant's documents and languages (decision 040). */
  async documents(tenantId: number, db: Kysely<Database> = this.db): Promise<TenantDocuments> {
    const [langs, rows] = await Promise.all([this.repo.languages(db, tenantId), this.repo.documents(db, tenantId)]);
    const defaultLanguage = normalizeLanguage(langs?.default_language ?? '') ?? FALLBACK_LANGUAGE;
    const listed = (JSON.parse(langs?.languages ?? '[]') as string[]).flatMap((l) => normalizeLanguage(l) ?? []);
    const languages = [...new Set([defaultLanguage, ...listed])];
    const localized = (text: string) => parseObject(text) as LocalizedText;
    return {
      defaultLanguage,
      languages,
      documents: rows.map((r) => ({
        kind: r.kind,
        title: localized(r.title),
        html: localized(r.html),
        ...(r.kind === 'help' ? { contact: helpContact(r.contact) } : {}),
      })),
    };
  }

  /**
   * Writes the documents (their HTML already sanitized by the caller) and the languages, in the caller's
   * transaction; the default language is always among the enabled ones.
   */
  async saveDocuments(trx: Kysely<Database>, tenantId: number, doc: TenantDocuments, now: number): Promise<void> {
    const languages = [...new Set([doc.defaultLanguage, ...doc.languages])];
    await this.repo.updateLanguages(trx, tenantId, {
      default_language: doc.defaultLanguage,
      languages: JSON.stringify(languages),
      updated_at: now,
    });
    for (const d of doc.documents)
      await this.repo.upsertDocument(trx, {
        tenant_id: tenantId,
        kind: d.kind,
        title: JSON.stringify(d.title),
        html: JSON.stringify(d.html),
        contact: JSON.stringify(d.kind === 'help' && d.contact ? d.contact : {}),
        updated_at: now,
      });
  }
}
