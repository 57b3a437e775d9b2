import {
  DEFAULT_HOLD_HOURS,
  DEFAULT_PER_USER_LIMIT,
  ErrorCode,
  FREE_RESALE_CEILING_DEFAULT,
  homeTickerDefault,
  isDefaultHoldHours,
  isDefaultPerUserLimit,
  isOrderAutoCompleteDays,
  isResaleCeilingMultiple,
  localize,
  ORDER_AUTO_COMPLETE_DAYS_DEFAULT,
  RESALE_CEILING_MULTIPLE_DEFAULT,
  type CallData,
  type getBrandPreview,
  type getCreatorSpace,
  type getHomeDecoration,
  type Language,
  type LocalizedText,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database, HomeSectionKindColumn, TenantContentKind } from '../../db/schema';
import { AppError } from '../../errors';
import type { DraftKindDefinition } from './draft.service';

// The kinds of the console's drafts (decisions 037, 040, 057), each as data: how its stored body is read
// back, what it replaces, how the storefront previews it. The published state lives in its owner's tables
// (the tenant module's for the brand and the documents, the catalogue's for the home and the creators'
// looks); this module reads it through ports and never writes it: publishing is `flows/publish-draft.ts`.

/** The brand document (the contract's BrandDocument); the tenant module owns the tables it is published to. */
export interface BrandDocument {
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
  menu: { name: Partial<Record<Language, string>>; icon: string; selectedIcon: string; link: string; linkType: 1 | 2 | 3 }[];
  settings: {
    orderPayTimeoutSeconds: number;
    platformFeeRate: number;
    defaultHoldHours: number;
    resaleCeilingMultiple: number;
    defaultPerUserLimit: number;
    webviewHosts: string[];
    freeResaleCeiling: number;
    orderAutoCompleteDays: number;
    /**
     * The config lists and the offered area codes (decision 064). Absent in a draft saved before they
     * existed: publishing it keeps the tenant's.
     */
    hiddenAccountMenu?: string[];
    hiddenChainInfo?: string[];
    phoneAreas?: string[];
  };
}

/** The home decoration document (the contract's HomeDecorationDocument); the catalogue owns its tables. */
export interface HomeDocument {
  banners: { key: string; title: LocalizedText; imageUrl: string; link: string }[];
  sections: {
    key: string;
    kind: HomeSectionKindColumn;
    title: LocalizedText;
    itemLimit: number;
    picked: number[];
    enabled: boolean;
  }[];
  hotWords: LocalizedText[];
  /** The notice ticker: on or off, how many headlines, the notice ids pinned first. */
  ticker: { enabled: boolean; count: number; pinned: number[] };
}

/** A creator space's look (the contract's CreatorDecoration); the catalogue owns the creator's row. */
export interface CreatorLookDoc {
  creatorId: number;
  coverUrl: string;
  avatarUrl: string;
  intro: LocalizedText;
}

/** The tenant's documents and languages (the contract's TenantDocumentsView); the tenant module's tables. */
export interface DocumentsDoc {
  defaultLanguage: Language;
  languages: Language[];
  documents: {
    kind: TenantContentKind;
    title: LocalizedText;
    html: LocalizedText;
    /** The help document's contact (decision 070). */
    contact?: { phone: string; email: string; hours: LocalizedText };
  }[];
}

/** What the drafts read of their owners (supplied by wiring/brand.ports.ts): published states and previews. */
export interface BrandPorts {
  /** The published brand (the tenant module), read in `db`. */
  current: (tenantId: number, db?: Kysely<Database>) => Promise<BrandDocument>;
  home: {
    /** The published home decoration (the catalogue module), read in `db`. */
    current: (tenantId: number, db?: Kysely<Database>) => Promise<HomeDocument>;
    /** The draft filled like the storefront's home. */
    preview: (tenantId: number, doc: HomeDocument, lang: Language) => Promise<CallData<typeof getHomeDecoration>>;
  };
  creator: {
    /** The tenant's creators with their published look (names in `lang`), read in `db`. */
    looks: (tenantId: number, lang: Language, db?: Kysely<Database>) => Promise<(CreatorLookDoc & { name: string })[]>;
    /** The creator space with the look applied. */
    preview: (tenantId: number, look: CreatorLookDoc, lang: Language) => Promise<CallData<typeof getCreatorSpace>>;
  };
  documents: {
    /** The tenant's documents and languages (the tenant module), read in `db`. */
    current: (tenantId: number, db?: Kysely<Database>) => Promise<DocumentsDoc>;
    /** The notices' sanitizer (scripts, handlers and unsafe addresses removed). */
    sanitize: (html: string) => string;
  };
}

const orDefault = <T>(value: unknown, ok: (v: unknown) => v is T, fallback: T): T => (ok(value) ? value : fallback);

export type BrandPreview = CallData<typeof getBrandPreview>;
export type HomePreview = CallData<typeof getHomeDecoration>;
export type CreatorPreview = CallData<typeof getCreatorSpace>;

/**
 * The brand draft (decision 037). A draft saved before the webview allow-list existed (decision 048) has none;
 * one saved before the ceiling for free collections (decision 061) has the default.
 */
export function brandKind(ports: BrandPorts): DraftKindDefinition<BrandDocument, BrandPreview, BrandDocument> {
  return {
    kind: 'brand',
    audit: 'brand',
    targetId: (tenantId) => tenantId,
    parse(body) {
      const doc = JSON.parse(body) as BrandDocument;
      return {
        ...doc,
        settings: {
          ...doc.settings,
          webviewHosts: doc.settings.webviewHosts ?? [],
          freeResaleCeiling: doc.settings.freeResaleCeiling ?? FREE_RESALE_CEILING_DEFAULT,
          // Saved before decision 064: the old form's 0 ("none", never applied) reads as what applies.
          defaultHoldHours: orDefault(doc.settings.defaultHoldHours, isDefaultHoldHours, DEFAULT_HOLD_HOURS),
          defaultPerUserLimit: orDefault(doc.settings.defaultPerUserLimit, isDefaultPerUserLimit, DEFAULT_PER_USER_LIMIT),
          resaleCeilingMultiple: orDefault(
            doc.settings.resaleCeilingMultiple,
            isResaleCeilingMultiple,
            RESALE_CEILING_MULTIPLE_DEFAULT,
          ),
          orderAutoCompleteDays: orDefault(
            doc.settings.orderAutoCompleteDays,
            isOrderAutoCompleteDays,
            ORDER_AUTO_COMPLETE_DAYS_DEFAULT,
          ),
        },
      };
    },
    current: (tenantId, db) => ports.current(tenantId, db),
    preview: (_tenantId, doc, lang) => ({
      platformName: doc.platformName,
      logoUrl: doc.logoUrl,
      theme: doc.theme,
      menu: doc.menu.map((m, i) => ({
        name: localize(m.name, lang),
        icon: m.icon,
        selectedIcon: m.selectedIcon,
        link: m.link,
        linkType: m.linkType,
        sort: i + 1,
      })),
    }),
  };
}

/** The home decoration draft (decision 040). A draft saved before the ticker's settings existed gets the default. */
export function homeKind(ports: BrandPorts['home']): DraftKindDefinition<HomeDocument, HomePreview, HomeDocument> {
  return {
    kind: 'home',
    audit: 'home',
    targetId: (tenantId) => tenantId,
    parse(body) {
      const doc = JSON.parse(body) as Partial<HomeDocument> & Omit<HomeDocument, 'ticker'>;
      return { ...doc, ticker: doc.ticker ?? homeTickerDefault() };
    },
    current: (tenantId, db) => ports.current(tenantId, db),
    preview: (tenantId, doc, lang) => ports.preview(tenantId, doc, lang),
  };
}

/**
 * The creator space's look (decision 040): one draft per tenant, about one of its creators; what it
 * replaces is that creator's published look (an unknown creator is refused, on save and on publish).
 */
export function creatorKind(
  ports: BrandPorts['creator'],
): DraftKindDefinition<CreatorLookDoc, CreatorPreview, CreatorLookDoc | null> {
  return {
    kind: 'creator',
    audit: 'creator',
    targetId: (_tenantId, doc) => doc.creatorId,
    parse: (body) => JSON.parse(body) as CreatorLookDoc,
    async validate(tenantId, doc) {
      const looks = await ports.looks(tenantId, 'en');
      if (!looks.some((l) => l.creatorId === doc.creatorId)) throw new AppError(ErrorCode.NOT_FOUND);
    },
    async current(tenantId, db, doc) {
      if (!doc) return null;
      const look = (await ports.looks(tenantId, 'en', db)).find((l) => l.creatorId === doc.creatorId);
      if (!look) throw new AppError(ErrorCode.NOT_FOUND);
      return { creatorId: look.creatorId, coverUrl: look.coverUrl, avatarUrl: look.avatarUrl, intro: look.intro };
    },
    preview: (tenantId, doc, lang) => ports.preview(tenantId, doc, lang),
  };
}

/**
 * The tenant's documents and languages (decision 040): no draft — a save publishes at once — but the same
 * shape otherwise: the kind normalises the input (the default language among the languages, the HTML
 * sanitized) and reads what it replaces; `flows/publish-draft.ts` writes it.
 */
export class DocumentsKind {
  readonly audit = 'tenant.documents';

  constructor(private readonly ports: BrandPorts['documents']) {}

  current(tenantId: number, db?: Kysely<Database>): Promise<DocumentsDoc> {
    return this.ports.current(tenantId, db);
  }

  normalise(input: DocumentsDoc): DocumentsDoc {
    return {
      defaultLanguage: input.defaultLanguage,
      languages: [...new Set([input.defaultLanguage, ...input.languages])],
      documents: input.documents.map((d) => ({
        kind: d.kind,
        title: d.title,
        html: Object.fromEntries(Object.entries(d.html).map(([lang, html]) => [lang, this.ports.sanitize(html ?? '')])),
        // Only the help page has a contact (decision 070); another kind's is dropped.
        ...(d.kind === 'help' && d.contact
          ? {
              contact: {
                phone: d.contact.phone,
                email: d.contact.email,
                hours: Object.fromEntries(Object.entries(d.contact.hours).filter(([, v]) => v !== undefined && v !== '')),
              },
            }
          : {}),
      })),
    };
  }
}

/**
 * The console's creator page: the tenant's creators, the chosen one's published look, and the draft when it
 * is about that creator (a draft about another is named by `otherDraftCreatorId`). The chosen creator is
 * the one asked, else the draft's, else the first; an unknown one asked is refused.
 */
export async function creatorView(
  ports: BrandPorts['creator'],
  drafts: { read(tenantId: number): Promise<{ doc: CreatorLookDoc; previewToken: string | null; updatedAt: number } | null> },
  tenantId: number,
  lang: Language,
  creatorId?: number,
) {
  const [looks, stored] = await Promise.all([ports.looks(tenantId, lang), drafts.read(tenantId)]);
  const draft = stored?.doc ?? null;
  const id = creatorId ?? draft?.creatorId ?? looks[0]?.creatorId ?? null;
  const look = looks.find((l) => l.creatorId === id);
  if (creatorId !== undefined && !look) throw new AppError(ErrorCode.NOT_FOUND);
  const own = stored && stored.doc.creatorId === id ? stored : null;
  return {
    creators: looks.map((l) => ({ id: l.creatorId, name: l.name })),
    creatorId: id,
    published: look ? { creatorId: look.creatorId, coverUrl: look.coverUrl, avatarUrl: look.avatarUrl, intro: look.intro } : null,
    draft: own?.doc ?? null,
    previewToken: own?.previewToken ?? null,
    draftUpdatedAt: own?.updatedAt ?? null,
    otherDraftCreatorId: draft && !own ? draft.creatorId : null,
  };
}
