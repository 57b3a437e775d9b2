import {
  DEFAULT_THEME_COLOR,
  FALLBACK_LANGUAGE,
  FREE_RESALE_CEILING_DEFAULT,
  isFreeResaleCeiling,
  isWebviewHost,
  normalizeLanguage,
  recolourTabIcon,
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
  };
}

/** The tenant's documents and languages as the console edits them (the contract's TenantDocumentsView, decision 040). */
export interface TenantDocuments {
  defaultLanguage: Language;
  languages: Language[];
  documents: { kind: TenantContentKind; title: LocalizedText; html: LocalizedText }[];
}

const DEFAULT_BRAND_SETTINGS: TenantBrand['settings'] = {
  orderPayTimeoutSeconds: 300,
  platformFeeRate: 0.05,
  defaultHoldHours: 0,
  resaleCeilingMultiple: 0,
  defaultPerUserLimit: 0,
  webviewHosts: [],
  freeResaleCeiling: FREE_RESALE_CEILING_DEFAULT,
};

function parseObject(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
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
    const [tenant, theme, menus] = await Promise.all([
      this.repo.tenant(db, tenantId),
      this.repo.theme(db, tenantId),
      this.repo.menus(db, tenantId),
    ]);
    const settings = parseObject(tenant?.settings ?? '{}');
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
        defaultHoldHours: num(settings.defaultHoldHours, DEFAULT_BRAND_SETTINGS.defaultHoldHours),
        resaleCeilingMultiple: num(settings.resaleCeilingMultiple, DEFAULT_BRAND_SETTINGS.resaleCeilingMultiple),
        defaultPerUserLimit: num(settings.defaultPerUserLimit, DEFAULT_BRAND_SETTINGS.defaultPerUserLimit),
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
    const settings = { ...parseObject(row?.settings ?? '{}'), ...brand.settings };
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
      documents: rows.map((r) => ({ kind: r.kind, title: localized(r.title), html: localized(r.html) })),
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
        updated_at: now,
      });
  }
}
