// The console's dashboard and the tenant's brand (issue 17, decision 037). The brand is one document —
// name, logo, theme colours, gray mode, tab bar menu, settings — edited as a DRAFT kept on the server,
// shown by the storefront's preview pages (/pages/home/theme, /pages/home/indexView) through the draft's
// preview token, and made the tenant's configuration by publishing it.
import { z } from 'zod';
import { localizedTextSchema } from '../../language-schemas';
import { inputNumber, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

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
  icon: z.string().max(500),
  selectedIcon: z.string().max(500),
  link: z.string().min(1).max(500),
  linkType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

/** PRODUCT.md's per-tenant settings the console edits. */
export const BrandSettings = z.object({
  /** An unpaid order is closed after this many seconds. */
  orderPayTimeoutSeconds: inputNumber(z.number().int().min(60).max(86_400)),
  /** The platform's fee on a resale, a fraction (0.05 = 5 %). */
  platformFeeRate: inputNumber(z.number().min(0).max(0.5)),
  /** A new collection's hold (no resale) after purchase, hours. */
  defaultHoldHours: inputNumber(z.number().int().min(0).max(8_760)),
  /** A resale's price ceiling as a multiple of the issue price (0: none). */
  resaleCeilingMultiple: inputNumber(z.number().min(0).max(1_000)),
  /** A new drop's per-user limit (0: none). */
  defaultPerUserLimit: inputNumber(z.number().int().min(0).max(10_000)),
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

const Period = z.object({
  /** Paid sales, fen. */
  sales: z.number(),
  /** Paid orders. */
  orders: z.number(),
  newUsers: z.number(),
  /** Users who passed real-name verification in the period. */
  verifiedUsers: z.number(),
});

export const consoleDashboard = defineCall(endpoints.consoleDashboard, {
  summary: "The tenant's sales, orders, new and verified users today, over 7 and 30 days, and sales per day for 30 days",
  tags,
  data: z.object({
    today: Period,
    days7: Period,
    days30: Period,
    /** One entry per day of the last 30 (the tenant's time zone), oldest first. */
    daily: z.array(z.object({ day: z.string(), sales: z.number(), orders: z.number() })),
    timeZone: z.string(),
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
