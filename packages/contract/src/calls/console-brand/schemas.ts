// The console's dashboard and the tenant's brand (issue 17, decision 037). The brand is one document —
// name, logo, theme colours, gray mode, tab bar menu, settings — edited as a DRAFT kept on the server,
// shown by the storefront's preview pages (/pages/home/theme, /pages/home/indexView) through the draft's
// preview token, and made the tenant's configuration by publishing it.
import { z } from 'zod';
import { languageSchema, localizedTextSchema } from '../../language-schemas';
import { idSchema, inputNumber, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { HOME_SECTION_KINDS } from '../catalogue/enums';
import { getCreatorSpace, getHomeDecoration } from '../catalogue/schemas';
import { WEBVIEW_HOST_PATTERN, WEBVIEW_HOSTS_MAX } from '../tenant/webview-hosts';
import { FREE_RESALE_CEILING_DEFAULT, isFreeResaleCeiling } from '../market/constants';
import {
  ACCOUNT_MENU_KEYS,
  CHAIN_INFO_KEYS,
  DEFAULT_HOLD_HOURS,
  DEFAULT_PER_USER_LIMIT,
  isDefaultHoldHours,
  isDefaultPerUserLimit,
  isNameList,
  isOrderAutoCompleteDays,
  isPhoneAreaList,
  isResaleCeilingMultiple,
  ORDER_AUTO_COMPLETE_DAYS_DEFAULT,
  PHONE_AREAS_DEFAULT,
  RESALE_CEILING_MULTIPLE_DEFAULT,
} from './settings';
import { ErrorCode } from '../../error-codes';

export * from './settings';

const tags = ['operator'] as const;
const color = z.string().regex(/^#[0-9A-Fa-f]{6}$/, { error: 'a colour is #RRGGBB' });

export const BrandTheme = z.object({
  themeColor: color,
  globalBackgroundColor: color,
  globalTextColor: color,
  globalTextSubColor: color,
  globalCardBackgroundColor: color,
  globalMinorBackgroundColor: color,
  globalDividingLineColor: color,
  /** The tab bar's text, and its selected entry. */
  menuTextColor: color,
  menuSelectTextColor: color,
  grayMode: z.boolean(),
});

/** 1 a storefront page, 2 the market page, 3 an external link (spec: queryMenuSettingInfo). */
export const BRAND_MENU_LINK_TYPES = [1, 2, 3] as const;

export const BrandMenuEntry = z.object({
  name: localizedTextSchema,
  // An address, or a platform icon's data URL (decision 063: the synthesis icon is 553 characters).
  icon: z.string().max(2_000),
  selectedIcon: z.string().max(2_000),
  link: z.string().min(1).max(500),
  linkType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

/**
 * A host of the webview allow-list (decision 048): a lowercase DNS name with at least one dot, no scheme,
 * port, path or wildcard; the storefront frames only https pages of these hosts.
 */
export const webviewHostSchema = z
  .string()
  .max(253)
  .regex(WEBVIEW_HOST_PATTERN, { error: 'a host is a lowercase name like docs.example.com' });

/** A number setting checked by the contract's rule, refused with its own code (decision 064). */
const setting = (valid: (n: unknown) => boolean, code: (typeof ErrorCode)[keyof typeof ErrorCode]) =>
  inputNumber(z.number({ error: () => String(code) }).refine(valid, { error: () => String(code) }), code);

/** A list of distinct names of `names` (a hidden list); absent in older drafts: nothing hidden. */
const nameList = (names: readonly string[]) =>
  z
    .array(z.string(), { error: () => String(ErrorCode.HIDDEN_ENTRY_UNKNOWN) })
    .refine((l) => isNameList(l, names), { error: () => String(ErrorCode.HIDDEN_ENTRY_UNKNOWN) })
    .default([]);

/** PRODUCT.md's per-tenant settings the console edits. */
export const BrandSettings = z.object({
  /** An unpaid order is closed after this many seconds. */
  orderPayTimeoutSeconds: inputNumber(z.number().int().min(60).max(86_400)),
  /** The platform's fee on a resale, a fraction (0.05 = 5 %). */
  platformFeeRate: inputNumber(z.number().min(0).max(0.5)),
  /**
   * The hold (no gift, no consignment) after acquiring an item of a collection created without its own
   * holdHoursBeforeTransfer, hours; 0: none (decision 064). Refused with 5000250.
   */
  defaultHoldHours: setting(isDefaultHoldHours, ErrorCode.DEFAULT_HOLD_INVALID).default(DEFAULT_HOLD_HOURS),
  /**
   * The resale ceiling of a priced collection without its own, as a multiple of its issue price: 1 to 1000
   * in steps of 0.1 (decision 064; there is always a ceiling). Refused with 5000252.
   */
  resaleCeilingMultiple: setting(isResaleCeilingMultiple, ErrorCode.CEILING_MULTIPLE_INVALID).default(
    RESALE_CEILING_MULTIPLE_DEFAULT,
  ),
  /**
   * The resale ceiling of a collection given away free (issue price 0) without its own, fen (PRODUCT.md §7,
   * decision 061): 0 (such items cannot be listed) or 100 to 100 000 000; refused with 5000132. Absent in
   * older drafts: the default, ¥100.00.
   */
  freeResaleCeiling: inputNumber(
    z
      .number({ error: () => String(ErrorCode.FREE_CEILING_INVALID) })
      .refine(isFreeResaleCeiling, { error: () => String(ErrorCode.FREE_CEILING_INVALID) }),
    ErrorCode.FREE_CEILING_INVALID,
  ).default(FREE_RESALE_CEILING_DEFAULT),
  /** The per-user limit of a drop created without its own perUserLimit: 1 to 10 000 (decision 064). Refused with 5000251. */
  defaultPerUserLimit: setting(isDefaultPerUserLimit, ErrorCode.DEFAULT_LIMIT_INVALID).default(DEFAULT_PER_USER_LIMIT),
  /** Days after shipping when a physical-reward order completes by itself (PRODUCT.md §12): 1 to 90. Refused with 5000253. */
  orderAutoCompleteDays: setting(isOrderAutoCompleteDays, ErrorCode.AUTO_COMPLETE_DAYS_INVALID).default(
    ORDER_AUTO_COMPLETE_DAYS_DEFAULT,
  ),
  /** Account menu entries the storefront hides (spec §3 config classification 2). Refused with 5000254. */
  hiddenAccountMenu: nameList(ACCOUNT_MENU_KEYS),
  /** "Info on chain" rows the storefront hides (spec §3 config classification 1). Refused with 5000254. */
  hiddenChainInfo: nameList(CHAIN_INFO_KEYS),
  /** The area codes sign-up offers, in the picker's order (spec §9); at least one. Refused with 5000255. */
  phoneAreas: z
    .array(z.string(), { error: () => String(ErrorCode.PHONE_AREAS_INVALID) })
    .refine((l): boolean => isPhoneAreaList(l), { error: () => String(ErrorCode.PHONE_AREAS_INVALID) })
    .default(() => [...PHONE_AREAS_DEFAULT]),
  /** Hosts whose https pages the storefront's webview pages may frame (decision 048); absent in older drafts: none. */
  webviewHosts: z
    .array(webviewHostSchema)
    .max(WEBVIEW_HOSTS_MAX)
    .refine((hosts) => new Set(hosts).size === hosts.length, { error: 'a host is listed twice' })
    .default([]),
});

export const BrandDocument = z.object({
  platformName: textSchema({ max: 40 }),
  logoUrl: z.string().max(500),
  theme: BrandTheme,
  menu: z.array(BrandMenuEntry).min(2).max(5),
  settings: BrandSettings,
});

export const BrandView = z.object({
  /** What the storefront shows now. */
  published: BrandDocument,
  /** The draft being edited, or null (nothing unpublished). */
  draft: BrandDocument.nullable(),
  /** The preview pages' key to the draft (null without a draft). */
  previewToken: z.string().nullable(),
  draftUpdatedAt: z.number().nullable(),
});

export const consoleGetBrand = defineCall(endpoints.consoleGetBrand, {
  summary: "The tenant's published brand (name, logo, theme, tab bar, settings) and its draft with the preview token",
  tags,
  data: BrandView,
});

export const consoleSaveBrandDraft = defineCall(endpoints.consoleSaveBrandDraft, {
  summary: 'Saves the brand draft (the storefront is unchanged until it is published); audited',
  tags,
  body: BrandDocument,
  data: BrandView,
});

export const consoleDiscardBrandDraft = defineCall(endpoints.consoleDiscardBrandDraft, {
  summary: 'Drops the brand draft; audited',
  tags,
  data: BrandView,
});

export const consolePublishBrand = defineCall(endpoints.consolePublishBrand, {
  summary:
    "Makes the draft the tenant's brand: every server process shows it within the tenant cache's 5 s; audited (before and after)",
  tags,
  data: BrandView,
});

/** multipart/form-data with one part named `file`. */
export const consoleUploadBrandLogo = defineCall(endpoints.consoleUploadBrandLogo, {
  summary:
    'Uploads the logo (multipart field "file"): an image (PNG, JPEG, GIF, WebP) within the upload limit, sniffed from its bytes; ' +
    'answers its URL for the brand draft. Audited',
  tags,
  data: z.object({ id: z.string(), url: z.string(), contentType: z.string(), size: z.number().int() }),
});

export const getBrandPreview = defineCall(endpoints.getBrandPreview, {
  summary: "The brand draft for the storefront's preview pages, by its preview token (the console's frame)",
  tags: ['tenant'],
  query: z.object({ token: z.string().min(1).max(100) }),
  data: z.object({
    platformName: z.string(),
    logoUrl: z.string(),
    theme: BrandTheme,
    menu: z.array(
      z.object({
        name: z.string(),
        icon: z.string(),
        selectedIcon: z.string(),
        link: z.string(),
        linkType: z.number().int(),
        sort: z.number().int(),
      }),
    ),
  }),
});

export const consoleMenuLinkMisses = defineCall(endpoints.consoleMenuLinkMisses, {
  summary:
    "The published menu's links that led visitors to no page of the storefront, with how often and when: a link no longer in the menu is not listed",
  tags,
  data: z.object({
    items: z.array(
      z.object({
        link: z.string(),
        hits: z.number().int(),
        firstAt: z.number().int(),
        lastAt: z.number().int(),
      }),
    ),
  }),
});

/** The dashboard's longest period, in days (decision 065). */
export const DASHBOARD_PERIOD_MAX_DAYS = 366;
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: String(ErrorCode.DASHBOARD_PERIOD_INVALID) });

/**
 * The money of a period as the ledger moved it (decision 065), fen: what an operator reads as income.
 * A refund counts on the day its money went back; a resale counts only for what the platform keeps.
 */
const Money = z.object({
  /** Primary (drops, blind boxes) and activity orders: payments received minus refunds sent. */
  sales: z.number(),
  /** The platform's fees on resales (business type 7). */
  resaleFees: z.number(),
  /** Creators' royalties on resales (owed to the creators: decision 065), net of reversals. */
  royalties: z.number(),
  /** Money sent back to buyers, every kind of order (a positive amount). */
  refunds: z.number(),
});

export const consoleDashboard = defineCall(endpoints.consoleDashboard, {
  summary:
    "The tenant's money (sales of drops and activities net of refunds, resale fees, royalties, refunds: from the ledger), paid orders, new and verified users over a period of calendar days in the tenant's time zone, per day and in total",
  tags,
  query: z.object({
    /** The first day ('YYYY-MM-DD', the tenant's time zone); default 29 days before `to`. */
    from: calendarDay.optional(),
    /** The last day, included; default today. */
    to: calendarDay.optional(),
  }),
  data: z.object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    total: Money.extend({
      /** Orders paid in the period (each kind). */
      orders: z.number(),
      newUsers: z.number(),
      /** Users who passed real-name verification in the period. */
      verifiedUsers: z.number(),
    }),
    /** One entry per day of the period, oldest first. */
    daily: z.array(Money.extend({ day: z.string(), orders: z.number() })),
  }),
});

export const consoleLiveDrops = defineCall(endpoints.consoleLiveDrops, {
  summary: 'The drops on sale now with their live stock (polled by the dashboard)',
  tags,
  data: z.object({
    drops: z.array(
      z.object({
        kind: z.enum(['collection', 'blindBox']),
        id: z.number(),
        name: z.string(),
        coverUrl: z.string(),
        price: z.number(),
        totalSupply: z.number(),
        sold: z.number(),
        saleStart: z.number(),
        saleEnd: z.number().nullable(),
      }),
    ),
    at: z.number(),
  }),
});

// ── The home decoration (decision 040) ────────────────────────────────────────────────────────────────
// Banners, the sections (which list, title, how many cards, on/off, order) and the hot search words,
// edited as a draft (kind 'home' in console_drafts), previewed at /pages/home/indexView?home=<token>, and
// published into the catalogue's tables (home_banners, home_sections, search_hot_words, home_tickers).

const link = z.string().max(500);

const key = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'a key is a-z, 0-9 and -' });

export const HomeBannerDraft = z.object({
  /** Stable key of the banner (kept across publishes); new ones get one from the console. */
  key,
  title: localizedTextSchema,
  imageUrl: z.string().min(1).max(500),
  link,
});

export const HomeSectionDraft = z.object({
  /** Stable key of the section (kept across publishes); new ones get one from the console. */
  key,
  kind: z.enum(HOME_SECTION_KINDS),
  title: localizedTextSchema,
  itemLimit: inputNumber(z.number().int().min(1).max(20)),
  /** Collection ids, in order (kind 'picked'). */
  picked: z.array(idSchema(ErrorCode.VALIDATION_FAILED)).max(20),
  /** Off: kept in the draft, not shown (not published). */
  enabled: z.boolean(),
});

/** The notice ticker on the home: on or off, how many headlines, the notices pinned first (newest fill the rest). */
export const HomeTickerDraft = z.object({
  enabled: z.boolean(),
  count: inputNumber(z.number().int().min(1).max(5)),
  /** Notice ids shown first, in this order (a notice removed or not yet published is skipped). */
  pinned: z.array(idSchema(ErrorCode.VALIDATION_FAILED)).max(5),
});

/** The ticker when the operator has not set it (no row, or a draft saved before the setting existed). */
export function homeTickerDefault(): z.infer<typeof HomeTickerDraft> {
  return { enabled: true, count: 3, pinned: [] };
}

export const HomeDecorationDocument = z.object({
  banners: z.array(HomeBannerDraft).max(10),
  sections: z.array(HomeSectionDraft).max(12),
  hotWords: z.array(localizedTextSchema).max(20),
  /** Absent (an older client or draft): on, three headlines, nothing pinned. */
  ticker: HomeTickerDraft.default(homeTickerDefault),
});

export const HomeDecorationView = z.object({
  published: HomeDecorationDocument,
  draft: HomeDecorationDocument.nullable(),
  previewToken: z.string().nullable(),
  draftUpdatedAt: z.number().nullable(),
});

export const consoleGetHomeDecoration = defineCall(endpoints.consoleGetHomeDecoration, {
  summary: "The tenant's published home decoration (banners, sections, hot search words) and its draft with the preview token",
  tags,
  data: HomeDecorationView,
});

export const consoleSaveHomeDraft = defineCall(endpoints.consoleSaveHomeDraft, {
  summary: 'Saves the home decoration draft (the storefront is unchanged until it is published); audited',
  tags,
  body: HomeDecorationDocument,
  data: HomeDecorationView,
});

export const consoleDiscardHomeDraft = defineCall(endpoints.consoleDiscardHomeDraft, {
  summary: 'Drops the home decoration draft; audited',
  tags,
  data: HomeDecorationView,
});

export const consolePublishHome = defineCall(endpoints.consolePublishHome, {
  summary: "Makes the draft the tenant's home decoration (the storefront shows it within the first screen's 5 s); audited",
  tags,
  data: HomeDecorationView,
});

export const getHomePreview = defineCall(endpoints.getHomePreview, {
  summary: "The home decoration draft filled like getHomeDecoration, by its preview token (the console's frame)",
  tags: ['catalogue'],
  query: z.object({ token: z.string().min(1).max(100) }),
  data: getHomeDecoration.data,
});

// ── The tenant's documents and languages (decision 040) ───────────────────────────────────────────────
// Written at once (no draft: a document is read on its own page, not on the home); the HTML is sanitized
// by the server like a notice's before it is stored; getTenantContent shows it.

/** 'help': the help page's FAQ (rich text, a heading per question) and its contact (issue 32, decision 070). */
export const TENANT_DOCUMENT_KINDS = ['agreement', 'policy', 'realNameAgreement', 'digitalIdentity', 'help'] as const;

/**
 * The help page's contact (decision 070): a phone (digits, spaces, +, -, parentheses; 5000294), an email
 * (5000295) and the opening hours per language; each may be empty (not shown).
 */
export const HelpContact = z.object({
  phone: z
    .string()
    .trim()
    .max(30, { error: () => String(ErrorCode.HELP_PHONE_INVALID) })
    .regex(/^(?:\+?[0-9][0-9 ()-]{2,28})?$/, { error: () => String(ErrorCode.HELP_PHONE_INVALID) }),
  email: z
    .string()
    .trim()
    .max(100, { error: () => String(ErrorCode.HELP_EMAIL_INVALID) })
    .regex(/^(?:[^\s@]+@[^\s@]+\.[^\s@]+)?$/, { error: () => String(ErrorCode.HELP_EMAIL_INVALID) }),
  hours: z.partialRecord(languageSchema, textSchema({ max: 100, allowEmpty: true })),
});
export type HelpContact = z.infer<typeof HelpContact>;

export const TenantDocument = z.object({
  kind: z.enum(TENANT_DOCUMENT_KINDS),
  title: localizedTextSchema,
  /** HTML per language (sanitized by the server). */
  html: z.partialRecord(languageSchema, z.string().max(100_000)),
  /** The help document's contact (kind 'help' only; ignored on the others). */
  contact: HelpContact.optional(),
});

export const TenantDocumentsView = z.object({
  /** The storefront's default language (always among `languages`). */
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema).min(1),
  documents: z.array(TenantDocument),
});

export const consoleGetTenantDocuments = defineCall(endpoints.consoleGetTenantDocuments, {
  summary: "The tenant's documents (user agreement, privacy policy, real-name and digital identity agreements) and languages",
  tags,
  data: TenantDocumentsView,
});

export const consoleSaveTenantDocuments = defineCall(endpoints.consoleSaveTenantDocuments, {
  summary:
    "Writes the tenant's documents (HTML sanitized) and languages (the default one is always enabled); the storefront shows them within 5 s; audited",
  tags,
  body: TenantDocumentsView.extend({ documents: z.array(TenantDocument).max(TENANT_DOCUMENT_KINDS.length) }),
  data: TenantDocumentsView,
});

// ── The creator space's decoration (decision 040) ────────────────────────────────────────────────────
// One creator's cover, avatar and intro, edited as a draft (kind 'creator': one at a time per tenant),
// previewed at /creativePages/index/indexView?id=<creator>&creator=<token>, published into the creator's row.

export const CreatorDecoration = z.object({
  creatorId: idSchema(ErrorCode.VALIDATION_FAILED),
  coverUrl: z.string().max(500),
  avatarUrl: z.string().max(500),
  intro: z.partialRecord(languageSchema, z.string().max(2_000)),
});

export const CreatorDecorationView = z.object({
  /** The tenant's creators to choose from. */
  creators: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The creator shown: the one asked for, else the draft's, else the first. */
  creatorId: z.number().int().nullable(),
  published: CreatorDecoration.nullable(),
  /** The draft, when it is this creator's. */
  draft: CreatorDecoration.nullable(),
  previewToken: z.string().nullable(),
  draftUpdatedAt: z.number().nullable(),
  /** The creator another draft of the tenant is about (publishing or saving this one replaces it), else null. */
  otherDraftCreatorId: z.number().int().nullable(),
});

export const consoleGetCreatorDecoration = defineCall(endpoints.consoleGetCreatorDecoration, {
  summary: "A creator space's decoration (cover, avatar, intro) as published and its draft with the preview token",
  tags,
  query: z.object({ creatorId: idSchema(ErrorCode.VALIDATION_FAILED).optional() }),
  data: CreatorDecorationView,
});

export const consoleSaveCreatorDraft = defineCall(endpoints.consoleSaveCreatorDraft, {
  summary: "Saves the creator space's draft (one per tenant: it replaces another creator's); audited",
  tags,
  body: CreatorDecoration,
  data: CreatorDecorationView,
});

export const consoleDiscardCreatorDraft = defineCall(endpoints.consoleDiscardCreatorDraft, {
  summary: "Drops the creator space's draft; audited",
  tags,
  data: CreatorDecorationView,
});

export const consolePublishCreator = defineCall(endpoints.consolePublishCreator, {
  summary: "Writes the draft into the creator's profile (the storefront shows it at once); audited",
  tags,
  data: CreatorDecorationView,
});

export const getCreatorPreview = defineCall(endpoints.getCreatorPreview, {
  summary: "The creator space with the console's draft applied, by its preview token (the console's frame)",
  tags: ['catalogue'],
  query: z.object({ token: z.string().min(1).max(100) }),
  data: getCreatorSpace.data,
});
