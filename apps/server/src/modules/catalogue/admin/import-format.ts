import { HOME_SECTION_KINDS, LANGUAGES, PRIVILEGE_FREQUENCIES, type LocalizedText } from '@curio/contract';
import { z } from 'zod';

// The catalogue file (docs/catalogue-format.md): JSON, validated here before anything is written.
// Every entity has a stable `key` (unique per tenant and kind): importing the same file again updates
// the rows with those keys instead of adding new ones. References between entities use keys.

export const CATALOGUE_FORMAT = 'curio-catalogue';
export const CATALOGUE_VERSION = 1;

const key = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, {
  error: 'a key is 1-80 letters, digits, ".", "_" or "-", starting with a letter or digit',
});

/** A text in several languages ({"zh-CN": "...", "en": "..."}), or one string for every language. */
const localized = z.preprocess(
  (v) => (typeof v === 'string' ? { en: v } : v),
  z
    .partialRecord(z.enum(LANGUAGES), z.string())
    .refine((v) => Object.values(v).some((s) => typeof s === 'string' && s.trim() !== ''), {
      error: 'needs a text in at least one language (zh-CN, zh-TW, en, es, fr)',
    }),
);

export function toLocalized(v: Partial<Record<string, string>> | undefined): LocalizedText {
  return v ?? {};
}

const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, { error: 'a colour is #RRGGBB' });

export const ART_MOTIFS = ['orbits', 'waves', 'grid', 'petals', 'peaks', 'rings'] as const;

/**
 * A medium: a file beside the catalogue (`file`, a path relative to the catalogue file), an address
 * the browser loads as it is (`url`, http(s) or a path of this server), or art the importer generates
 * (`art`, an SVG).
 */
const mediaSource = z
  .object({
    file: z.string().min(1).optional(),
    url: z
      .string()
      .regex(/^(https?:\/\/|\/)[^\s"'<>]+$/, { error: 'a url is http(s)://... or a path of this server (/...)' })
      .optional(),
    /** The content type of a `url` medium whose address does not say it (e.g. "image/svg+xml"); an export writes it. */
    type: z
      .string()
      .regex(/^[a-z]+\/[a-z0-9.+-]+$/, { error: 'a type is a content type, e.g. image/png' })
      .optional(),
    art: z
      .object({
        motif: z.enum(ART_MOTIFS),
        colors: z.array(hexColor).min(2).max(4),
        seed: z
          .number()
          .int()
          .min(0)
          .max(2 ** 31 - 1)
          .default(1),
        label: z.string().max(24).optional(),
        /** square 800×800 (default) or banner 800×340. */
        format: z.enum(['square', 'banner']).default('square'),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    const given = [m.file, m.url, m.art].filter((x) => x !== undefined).length;
    if (given !== 1)
      ctx.addIssue({ code: 'custom', message: 'a medium is exactly one of {"file": ...}, {"url": ...} or {"art": {...}}' });
    if (m.type !== undefined && m.url === undefined)
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'only a {"url": ...} medium gives its type' });
  });
export type MediaSourceInput = z.infer<typeof mediaSource>;

const fen = z.number({ error: 'an amount is an integer number of fen' }).int({ error: 'an amount is an integer number of fen' });
const count = (min: number) => z.number().int().min(min);
const isoTime = z.iso.datetime({ offset: true, error: 'a time is ISO 8601 with an offset, e.g. 2026-12-01T20:00:00+08:00' });

/**
 * A sale window: the start absolute (`startsAt`) or relative to the import (`startsInMinutes`, may be
 * negative: already started); the end likewise or absent (no end).
 */
const sale = z
  .object({
    startsAt: isoTime.optional(),
    startsInMinutes: z.number().int().optional(),
    endsAt: isoTime.optional(),
    endsInMinutes: z.number().int().optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if ((s.startsAt === undefined) === (s.startsInMinutes === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'give exactly one of startsAt and startsInMinutes' });
    }
    if (s.endsAt !== undefined && s.endsInMinutes !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'give at most one of endsAt and endsInMinutes' });
    }
  });
export type SaleInput = z.infer<typeof sale>;

/** "Art/Painting": a path in the tenant's category tree, each name in any of its languages. */
const categoryPath = z.string().min(1);

const creator = z
  .object({
    key,
    name: localized,
    intro: localized.optional(),
    avatar: mediaSource,
    cover: mediaSource.optional(),
    rank: z.number().int().default(0),
  })
  .strict();

const series = z
  .object({
    key,
    name: localized,
    description: localized.optional(),
    creator: key,
    category: categoryPath.optional(),
    cover: mediaSource,
    rank: z.number().int().default(0),
  })
  .strict();

const media = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), image: mediaSource }).strict(),
  z.object({ kind: z.literal('video'), sources: z.array(mediaSource).min(1).max(4), poster: mediaSource }).strict(),
  z.object({ kind: z.literal('glb'), model: mediaSource, poster: mediaSource }).strict(),
]);
export type MediaInput = z.infer<typeof media>;

const privilege = z
  .object({
    title: localized,
    description: localized.optional(),
    usageCount: count(1),
    frequency: z.enum(PRIVILEGE_FREQUENCIES),
  })
  .strict();

const copyright = z
  .object({
    certificateNo: z.string().min(1).max(64),
    holder: localized,
    issuer: localized,
    certifiedAt: isoTime,
    image: mediaSource.optional(),
  })
  .strict();

const collection = z
  .object({
    key,
    name: localized,
    description: localized.optional(),
    creator: key,
    series: key.optional(),
    category: categoryPath.optional(),
    media,
    price: fen.min(0, { error: 'an amount is an integer number of fen, 0 or more' }),
    totalSupply: count(1),
    /** Units already sold: applied when the collection is created (demo data), never on a re-import. */
    sold: count(0).default(0),
    sale,
    /** Absent: the tenant's default per-user limit (decision 064; 5 unless the brand settings say otherwise). */
    perUserLimit: count(1).optional(),
    /** Absent: the tenant's default hold after acquiring, hours (decision 064; 24 unless the brand settings say otherwise). */
    holdHoursBeforeTransfer: count(0).optional(),
    /** Highest resale price (decision 033), fen; absent: 20 × the issue price. */
    resaleCeiling: fen.min(100, { error: 'a resale ceiling is an integer number of fen, at least 100' }).optional(),
    /** The creator's royalty on each resale, basis points (250 = 2.5 %), at most 5 000. */
    royaltyRateBp: z
      .number({ error: 'a royalty rate is an integer number of basis points' })
      .int({ error: 'a royalty rate is an integer number of basis points' })
      .min(0, { error: 'a royalty rate is 0 to 5000 basis points' })
      .max(5_000, { error: 'a royalty rate is 0 to 5000 basis points' })
      .default(0),
    listed: z.boolean().default(true),
    rank: z.number().int().default(0),
    privileges: z.array(privilege).max(20).default([]),
    copyright: copyright.optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.sold > c.totalSupply) ctx.addIssue({ code: 'custom', path: ['sold'], message: 'cannot exceed totalSupply' });
  });

const blindBox = z
  .object({
    key,
    name: localized,
    description: localized.optional(),
    creator: key,
    series: key.optional(),
    category: categoryPath.optional(),
    cover: mediaSource,
    price: fen.min(0, { error: 'an amount is an integer number of fen, 0 or more' }),
    /** Boxes already sold: applied when the box is created (demo data), never on a re-import. */
    sold: count(0).default(0),
    sale,
    /** Absent: the tenant's default per-user limit (decision 064). */
    perUserLimit: count(1).optional(),
    listed: z.boolean().default(true),
    rank: z.number().int().default(0),
    items: z
      .array(
        z
          .object({
            collection: key,
            quantity: count(1),
            /** Already drawn: applied when the item is created (demo data), never on a re-import. */
            drawn: count(0).default(0),
          })
          .strict()
          .superRefine((i, ctx) => {
            if (i.drawn > i.quantity) ctx.addIssue({ code: 'custom', path: ['drawn'], message: 'cannot exceed quantity' });
          }),
      )
      .min(1),
  })
  .strict()
  .superRefine((b, ctx) => {
    const total = b.items.reduce((n, i) => n + i.quantity, 0);
    const drawn = b.items.reduce((n, i) => n + i.drawn, 0);
    if (b.sold > total) ctx.addIssue({ code: 'custom', path: ['sold'], message: `cannot exceed the box's ${total} items` });
    if (drawn > b.sold) ctx.addIssue({ code: 'custom', path: ['sold'], message: `must be at least the ${drawn} items drawn` });
  });

const notice = z
  .object({
    key,
    title: localized,
    summary: localized.optional(),
    /** Rich text (HTML) per language; scripts are removed on import. */
    html: localized,
    cover: mediaSource.optional(),
    /** When it appears; without either, the time it was first imported. */
    publishedAt: isoTime.optional(),
    publishedMinutesAgo: z.number().int().optional(),
  })
  .strict()
  .superRefine((n, ctx) => {
    if (n.publishedAt !== undefined && n.publishedMinutesAgo !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'give at most one of publishedAt and publishedMinutesAgo' });
    }
  });

/** Entities a link may name by key: `@collection:autumn-river` becomes that collection's detail route. */
export const LINK_TARGETS = {
  collection: '/pages/detail/collection?id=',
  series: '/pages/detail/series?id=',
  blindBox: '/pages/detail/blindbox?id=',
  creator: '/creativePages/index/index?id=',
  notice: '/pages/home/notice/index?id=',
} as const;
export type LinkTarget = keyof typeof LINK_TARGETS;
export const LINK_REF = /^@(collection|series|blindBox|creator|notice):([A-Za-z0-9][A-Za-z0-9._-]{0,79})$/;

const link = z
  .string()
  .regex(
    /^((\/pages\/|\/creativePages\/|https:\/\/)[^\s"'<>]*|@(collection|series|blindBox|creator|notice):[A-Za-z0-9][A-Za-z0-9._-]{0,79})$/,
    {
      error:
        'a link is an app route (/pages/..., /creativePages/...), https://..., or @collection:<key> (also @series, @blindBox, @creator, @notice)',
    },
  );

const banner = z
  .object({
    key,
    title: localized,
    image: mediaSource,
    link: link.or(z.literal('')).default(''),
    sort: z.number().int().optional(),
  })
  .strict();

const homeSection = z
  .object({
    key,
    kind: z.enum(HOME_SECTION_KINDS),
    title: localized,
    limit: count(1).max(50).default(10),
    /** The collections of a `picked` section, in order. */
    collections: z.array(key).max(50).optional(),
    sort: z.number().int().optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.kind === 'picked' && !s.collections?.length) {
      ctx.addIssue({ code: 'custom', path: ['collections'], message: 'a picked section lists its collections' });
    }
    if (s.kind !== 'picked' && s.collections !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['collections'], message: 'only a picked section lists collections' });
    }
  });

/**
 * An airdrop (issue 14): a collection offered to an audience within a window, with a total claims limit.
 * The airdrop module writes it (the catalogue's import runs its step through a port, decision 027).
 */
const airdrop = z
  .object({
    key,
    collection: key,
    /** Default: the collection's name and cover. */
    name: localized.optional(),
    description: localized.optional(),
    cover: mediaSource.optional(),
    /** "all", { "phones": ["+8613800000000", "13800000001"] } or { "holdersOf": "<collection key>" }. */
    audience: z.union([
      z.literal('all'),
      z
        .object({
          phones: z
            .array(z.string().regex(/^(\+\d{1,4})?\d{6,15}$/, { error: 'a phone is +<area><number> or 11 mainland digits' }))
            .min(1)
            .max(10_000),
        })
        .strict(),
      z.object({ holdersOf: key }).strict(),
    ]),
    quantityPerUser: count(1).max(10).default(1),
    claimsLimit: count(1).max(10_000_000),
    /** The receiving window, like a sale's; the end is required. */
    window: sale.refine((w) => w.endsAt !== undefined || w.endsInMinutes !== undefined, {
      error: 'an airdrop window has an end',
    }),
  })
  .strict();
export type AirdropEntryInput = z.infer<typeof airdrop>;

/** A window with a required end (airdrops, recipes, activities). */
const closedWindow = (what: string) =>
  sale.refine((w) => w.endsAt !== undefined || w.endsInMinutes !== undefined, { error: `${what} window has an end` });

/** [{collection, count}]: collections by key, each once, with how many of it. */
const collectionCounts = (max: number, countMax: number) =>
  z
    .array(z.object({ collection: key, count: count(1).max(countMax) }).strict())
    .min(1)
    .max(max)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.collection))
          ctx.addIssue({ code: 'custom', path: [i, 'collection'], message: `"${r.collection}" is listed twice` });
        seen.add(r.collection);
      });
    });

/**
 * A synthesis recipe (issue 18, decision 041): fragments (collections × counts) give one item of the
 * result collection, burned at once or pledged for `pledgeHours`. The synthesis module writes it (the
 * catalogue's import runs its step through a port, like airdrops).
 */
const recipe = z
  .object({
    key,
    name: localized,
    description: localized.optional(),
    /** Default: the result's cover. */
    cover: mediaSource.optional(),
    /** The result collection's key. */
    result: key,
    fragments: collectionCounts(10, 20),
    mode: z.enum(['burn', 'pledge']),
    /** Pledge recipes only: how long the fragments stay pledged (1-8760 hours). */
    pledgeHours: count(1).max(8760).optional(),
    ignoreCooling: z.boolean().default(false),
    window: closedWindow('a recipe'),
    stock: count(1).max(10_000_000),
    perUserLimit: count(1).max(10_000).default(1),
    /** Written by the export for a withdrawn recipe; an import never withdraws nor brings back. */
    withdrawnAt: isoTime.optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.mode === 'pledge' && r.pledgeHours === undefined)
      ctx.addIssue({ code: 'custom', path: ['pledgeHours'], message: 'a pledge recipe gives its pledge hours' });
    if (r.mode === 'burn' && r.pledgeHours !== undefined)
      ctx.addIssue({ code: 'custom', path: ['pledgeHours'], message: 'only a pledge recipe has pledge hours' });
    if (r.fragments.some((f) => f.collection === r.result))
      ctx.addIssue({ code: 'custom', path: ['fragments'], message: 'the result cannot be one of its own fragments' });
  });
export type RecipeEntryInput = z.infer<typeof recipe>;

/**
 * A casting activity (issue 18, decision 042): holders of the qualifying collections (holding them, or
 * spending them) receive one item of the result collection, once per holder. The activity module
 * writes it (through a port, like airdrops).
 */
const activity = z
  .object({
    key,
    kind: z.literal('cast').default('cast'),
    name: localized,
    /** Default: the result's cover. */
    cover: mediaSource.optional(),
    /** Rules as HTML per language (sanitized by the activity module). */
    rules: localized.optional(),
    result: key,
    qualifying: collectionCounts(10, 10),
    mode: z.enum(['hold', 'spend']),
    /** Spend mode: items still in their cooling period cannot be spent. */
    coolingBlocks: z.boolean().default(false),
    window: closedWindow('an activity'),
    stock: count(1).max(10_000_000),
    enabled: z.boolean().default(true),
    /** Written by the export for a withdrawn activity; an import never withdraws nor brings back. */
    withdrawnAt: isoTime.optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.qualifying.reduce((n, q) => n + q.count, 0) > 50)
      ctx.addIssue({ code: 'custom', path: ['qualifying'], message: 'at most 50 items per cast' });
  });
export type ActivityEntryInput = z.infer<typeof activity>;

export const catalogueFileSchema = z
  .object({
    format: z.literal(CATALOGUE_FORMAT, { error: `must be "${CATALOGUE_FORMAT}"` }),
    version: z.literal(CATALOGUE_VERSION, { error: `must be ${CATALOGUE_VERSION}` }),
    creators: z.array(creator).default([]),
    series: z.array(series).default([]),
    collections: z.array(collection).default([]),
    blindBoxes: z.array(blindBox).default([]),
    notices: z.array(notice).default([]),
    banners: z.array(banner).default([]),
    homeSections: z.array(homeSection).default([]),
    airdrops: z.array(airdrop).default([]),
    recipes: z.array(recipe).default([]),
    activities: z.array(activity).default([]),
    /** The tenant's hot search words, in order; when given, they replace the tenant's list. */
    hotSearchWords: z.array(localized).max(50).optional(),
    /** The home's notice ticker; when given, it replaces the tenant's settings (absent: on, 3, none pinned). */
    homeTicker: z
      .object({
        enabled: z.boolean(),
        count: count(1).max(5),
        /** Notice keys (of the file or the tenant) shown first, in order. */
        pinned: z.array(key).max(5).default([]),
      })
      .strict()
      .optional(),
  })
  .strict();

export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
export type CollectionInput = CatalogueFile['collections'][number];
export type BlindBoxInput = CatalogueFile['blindBoxes'][number];
