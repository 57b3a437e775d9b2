import { z } from 'zod';
import { DEFAULT_SORT_TYPE } from '../../constants';
import { ErrorCode } from '../../error-codes';
import { idSchema, inputNumber, optionalIdSchema, priceRangeSchema, textSchema } from '../../validation';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE_MAX,
  CatalogueSort,
  COLLECTIBLE_TOKEN_STANDARD,
  HOME_SECTION_KINDS,
  MEDIA_KINDS,
  PRIVILEGE_FREQUENCIES,
  SALE_STATES,
  SEARCH_KEYWORD_MAX,
  SEARCH_TYPES,
} from './enums';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

export * from './enums';

// Catalogue and browsing (issue 6). Lists are open to visitors; the details of a collectible (collection,
// series, blind box) need a session (spec §2 "Login is required to view collectibles", PRODUCT.md §2a).
// Every list pages with an opaque keyset cursor (decision 011): pass `nextCursor` back as `cursor` with
// the same filters and sort; null means the last page. Ids are the database's integer ids (≥ 1); money
// is integer fen; times are milliseconds since the epoch; names and texts come in the request's language.

const tags = ['catalogue'] as const;
const msg = (code: number) => String(code);

// ---------------------------------------------------------------------------------------------
// Query pieces

// Numbers of the query, a path or a body come through inputNumber (decision 022): 12 or '12'; a missing
// one (or '') takes the schema's default; '1e1', ' 1', [1] or true are refused.

/** An entity id (the one id schema, decision 059); anything that cannot be one answers NOT_FOUND, like an id of another tenant. */
export const catalogueIdSchema = idSchema();
const idParams = z.object({ id: catalogueIdSchema });
/** An optional id filter (category, creator, series): an unknown one simply matches nothing; one that cannot be an id is VALIDATION_FAILED. */
const optionalIdFilter = optionalIdSchema(ErrorCode.VALIDATION_FAILED);

const pageSize = inputNumber(z.number().int().min(1).max(CATALOGUE_PAGE_SIZE_MAX).default(CATALOGUE_PAGE_SIZE));
/** The `nextCursor` of the previous page; opaque. A cursor of another sort or a broken one: VALIDATION_FAILED. */
const cursor = z.string().max(200).optional();

function sortTypeOf<const T extends readonly number[]>(allowed: T) {
  return inputNumber(
    z
      .number()
      .int()
      .refine((n) => allowed.includes(n), { error: `sortType must be one of ${allowed.join(', ')}` })
      .default(DEFAULT_SORT_TYPE),
  );
}
const ALL_SORTS = [
  CatalogueSort.RECOMMENDED,
  CatalogueSort.NEWEST,
  CatalogueSort.PRICE_ASC,
  CatalogueSort.PRICE_DESC,
  CatalogueSort.POPULARITY,
] as const;
const NAME_SORTS = [CatalogueSort.RECOMMENDED, CatalogueSort.NEWEST] as const;

export const saleStateSchema = z.enum(SALE_STATES);
export const mediaKindSchema = z.enum(MEDIA_KINDS);
export const privilegeFrequencySchema = z.enum(PRIVILEGE_FREQUENCIES);
export const homeSectionKindSchema = z.enum(HOME_SECTION_KINDS);
export const searchTypeSchema = z.enum(SEARCH_TYPES);

/**
 * Filters of the drop lists (market B2C tab, blind boxes). Prices in fen; spec §5 "Price range min/max
 * must be valid": a negative, fractional or non-numeric bound, or min above max, answers
 * PRICE_RANGE_INVALID (4000028).
 */
export const dropListQuery = z
  .object({
    sortType: sortTypeOf(ALL_SORTS),
    /** A category of the tenant's tree (categoryTree); its sub-categories are included. */
    categoryId: optionalIdFilter,
    priceMin: priceRangeSchema.shape.min,
    priceMax: priceRangeSchema.shape.max,
    saleState: saleStateSchema.optional(),
    creatorId: optionalIdFilter,
    seriesId: optionalIdFilter,
    cursor,
    pageSize,
  })
  .superRefine((q, ctx) => {
    if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
      ctx.addIssue({ code: 'custom', message: msg(ErrorCode.PRICE_RANGE_INVALID), path: ['priceMin'] });
    }
  });
export type DropListQuery = z.output<typeof dropListQuery>;

// ---------------------------------------------------------------------------------------------
// Shapes

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const CreatorRef = z.object({ id: z.number().int(), name: z.string(), avatarUrl: z.string() });
export type CreatorRef = z.infer<typeof CreatorRef>;

export const SeriesRef = z.object({ id: z.number().int(), name: z.string() });

/** One rendition of a medium. */
export const MediaSource = z.object({ url: z.string(), contentType: z.string() });

/**
 * What a collectible shows (spec §3 resource kinds): an image; a video (several sources, the browser
 * picks the first it plays) with a poster; a glb 3D model with a poster. `url` is the first source.
 */
export const Media = z.object({
  kind: mediaKindSchema,
  url: z.string(),
  contentType: z.string(),
  /** The still image of a video or model; null for an image. */
  posterUrl: z.string().nullable(),
  sources: z.array(MediaSource),
});
export type Media = z.infer<typeof Media>;

/** What every drop (collection or blind box) card carries. */
const dropFields = {
  id: z.number().int(),
  name: z.string(),
  /** The image to show in lists: the image itself, or the poster of a video or model. */
  coverUrl: z.string(),
  /** Issue price, integer fen. */
  price: z.number().int(),
  totalSupply: z.number().int(),
  remaining: z.number().int(),
  saleState: saleStateSchema,
  saleStart: z.number().int(),
  /** Null: the sale has no end. */
  saleEnd: z.number().int().nullable(),
  creator: CreatorRef,
};

export const CollectionCard = z.object({
  ...dropFields,
  mediaKind: mediaKindSchema,
  seriesId: z.number().int().nullable(),
  /** Spec §4 business type: 4 B2C_COLLECTION. */
  businessType: z.literal(4),
});
export type CollectionCard = z.infer<typeof CollectionCard>;

export const Privilege = z.object({
  title: z.string(),
  description: z.string(),
  /** How many times a holder may use it per `frequency` period. */
  usageCount: z.number().int(),
  frequency: privilegeFrequencySchema,
});

export const CopyrightCertificate = z.object({
  certificateNo: z.string(),
  holder: z.string(),
  issuer: z.string(),
  /** Certification time. */
  certifiedAt: z.number().int(),
  /** A picture of the certificate, when the operator has one. */
  imageUrl: z.string().nullable(),
});

/**
 * The detail's "info on chain" tab: the standard, and the chain and contract of the tenant's
 * collectibles (null until the tenant's contract is deployed).
 */
export const OnChainInfo = z.object({
  standard: z.literal(COLLECTIBLE_TOKEN_STANDARD),
  chainName: z.string().nullable(),
  contractAddress: z.string().nullable(),
});
export type OnChainInfo = z.infer<typeof OnChainInfo>;

/**
 * The signed-in buyer's standing on a drop (PRODUCT.md §5: paid + unpaid units count against the
 * per-user limit, and an unpaid order blocks another): what the buy sheet bounds its quantity by.
 */
export const BuyerStanding = z.object({
  /** Units of this drop the buyer holds against the limit: paid, and unpaid within their time. */
  taken: z.number().int(),
  /** Units the buyer may still order now: 0 while an unpaid order waits (any: one per user) or at the limit. */
  allowance: z.number().int(),
  /**
   * The buyer's unpaid order still within its time to pay: of this drop, else of another drop or a resale
   * listing (it blocks a new order too, decision 033).
   */
  unpaidOrderNo: z.string().nullable(),
});
export type BuyerStanding = z.infer<typeof BuyerStanding>;

export const CollectionDetail = CollectionCard.extend({
  description: z.string(),
  media: Media,
  series: SeriesRef.nullable(),
  categoryId: z.number().int().nullable(),
  /** PRODUCT.md §5: most units one user may buy of this drop. */
  perUserLimit: z.number().int(),
  mine: BuyerStanding,
  /** PRODUCT.md §6: cooling period after acquiring, before gifting or consigning. */
  holdHoursBeforeTransfer: z.number().int(),
  privileges: z.array(Privilege),
  copyright: CopyrightCertificate.nullable(),
  onChain: OnChainInfo,
  /** Spec §4 sale kind: 1 IPO (primary). */
  saleKind: z.literal(1),
  /** Whether the collection is sold on its own (false: only inside blind boxes or by airdrop). */
  listed: z.boolean(),
  /** The server's clock when it answered, for countdowns. */
  serverTime: z.number().int(),
});
export type CollectionDetail = z.infer<typeof CollectionDetail>;

export const CreatorCard = CreatorRef.extend({
  intro: z.string(),
  /** Listed collections. */
  collectionCount: z.number().int(),
});
export type CreatorCard = z.infer<typeof CreatorCard>;

export const SeriesCard = z.object({
  id: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  creator: CreatorRef,
  categoryId: z.number().int().nullable(),
  /** Listed collections in the series. */
  collectionCount: z.number().int(),
});
export type SeriesCard = z.infer<typeof SeriesCard>;

export const SeriesDetail = SeriesCard.extend({
  description: z.string(),
  /** The series' listed collections, recommended first; more with listCollections?seriesId=. */
  collections: pageOf(CollectionCard),
  serverTime: z.number().int(),
});

export const BlindBoxCard = z.object({
  ...dropFields,
  /** Spec §4 business type: 3 B2C_BOX. */
  businessType: z.literal(3),
});
export type BlindBoxCard = z.infer<typeof BlindBoxCard>;

/** One possible draw of a blind box: a collection, how many the box holds, and the odds now. */
export const BlindBoxItem = z.object({
  collection: z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string(), mediaKind: mediaKindSchema }),
  /** How many of it the operator put in the box. */
  quantity: z.number().int(),
  /** How many are still to be drawn. */
  remaining: z.number().int(),
  /**
   * Chance of drawing it now, 0..1: its remaining stock over the box's remaining stock
   * (PRODUCT.md §5, weighted by remaining stock per item); 0 when nothing remains.
   */
  odds: z.number(),
});

export const BlindBoxDetail = BlindBoxCard.extend({
  description: z.string(),
  series: SeriesRef.nullable(),
  categoryId: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  mine: BuyerStanding,
  items: z.array(BlindBoxItem),
  /**
   * Provably fair draws (PRODUCT.md §5): the hash of the secret seed, published before the sale opens.
   * Null until the primary sale has committed to a seed.
   */
  fairnessSeedHash: z.string().nullable(),
  saleKind: z.literal(1),
  serverTime: z.number().int(),
});

export const CreatorSpace = z.object({
  creator: CreatorCard.extend({ coverUrl: z.string(), seriesCount: z.number().int() }),
  series: z.array(SeriesCard),
  /** First page of the creator's listed collections (recommended first); more with listCollections?creatorId=. */
  collections: pageOf(CollectionCard),
  blindBoxes: z.array(BlindBoxCard),
});

export const NoticeCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.number().int(),
});
export type NoticeCard = z.infer<typeof NoticeCard>;

export const NoticeDetail = NoticeCard.extend({
  /** Rich text as the operator wrote it (scripts removed on import); render it through DOMPurify. */
  html: z.string(),
});

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  /** A route of the app (`/pages/...?id=`) or an external https address; '' for none. */
  link: z.string(),
});

const sectionBase = { key: z.string(), title: z.string() };
/** One block of the home page; `kind` says what its items are. */
export const HomeSection = z.discriminatedUnion('kind', [
  z.object({ ...sectionBase, kind: z.enum(['recommended', 'upcoming', 'onSale', 'picked']), items: z.array(CollectionCard) }),
  z.object({ ...sectionBase, kind: z.literal('blindBoxes'), items: z.array(BlindBoxCard) }),
  z.object({ ...sectionBase, kind: z.literal('series'), items: z.array(SeriesCard) }),
  z.object({ ...sectionBase, kind: z.literal('creators'), items: z.array(CreatorCard) }),
]);
export type HomeSection = z.infer<typeof HomeSection>;

// ---------------------------------------------------------------------------------------------
// Calls

export const listCollections = defineCall(endpoints.listCollections, {
  summary:
    'The market (B2C drops): listed collections with filters (category with its sub-categories, price range in fen, sale state, creator, series), a sort (sortType -1 recommended, 1 newest, 2 price up, 3 price down, 4 popularity) and a keyset cursor',
  tags,
  query: dropListQuery,
  data: pageOf(CollectionCard),
});

export const getCollection = defineCall(endpoints.getCollection, {
  summary:
    'A collection: media, price, supply and remaining, sale state and window, creator, series, privileges, copyright certificate, limits and the info on chain (login required)',
  tags,
  params: idParams,
  data: CollectionDetail,
});

export const listSeries = defineCall(endpoints.listSeries, {
  summary: 'Series (the new releases page): sortType -1 recommended, 1 newest; filters creator and category; keyset cursor',
  tags,
  query: z.object({
    sortType: sortTypeOf(NAME_SORTS),
    creatorId: optionalIdFilter,
    categoryId: optionalIdFilter,
    cursor,
    pageSize,
  }),
  data: pageOf(SeriesCard),
});

export const getSeries = defineCall(endpoints.getSeries, {
  summary: 'A series with the first page of its collections (login required)',
  tags,
  params: idParams,
  data: SeriesDetail,
});

export const listBlindBoxes = defineCall(endpoints.listBlindBoxes, {
  summary: 'Listed blind boxes, with the same filters, sorts and cursor as listCollections',
  tags,
  query: dropListQuery,
  data: pageOf(BlindBoxCard),
});

export const getBlindBox = defineCall(endpoints.getBlindBox, {
  summary:
    'A blind box: its items with configured and remaining stock and the odds now (weighted by remaining stock), price, sale state, fairness seed hash (login required)',
  tags,
  params: idParams,
  data: BlindBoxDetail,
});

export const listCreators = defineCall(endpoints.listCreators, {
  summary: 'Creators: sortType -1 recommended, 1 newest; keyset cursor',
  tags,
  query: z.object({ sortType: sortTypeOf(NAME_SORTS), cursor, pageSize }),
  data: pageOf(CreatorCard),
});

export const getCreatorSpace = defineCall(endpoints.getCreatorSpace, {
  summary: "A creator's space: profile, series, blind boxes and the first page of their collections",
  tags,
  params: idParams,
  data: CreatorSpace,
});

export const search = defineCall(endpoints.search, {
  summary:
    'Search collection, series, creator and blind-box names (any of the tenant’s languages, case-insensitive; % and _ match themselves). Without type: the first page of each group; with type: that group only, paged with its cursor. Resale listings: listListings with keyword',
  tags,
  query: z.object({
    keyword: textSchema({ max: SEARCH_KEYWORD_MAX }),
    type: searchTypeSchema.optional(),
    cursor,
    pageSize: inputNumber(z.number().int().min(1).max(CATALOGUE_PAGE_SIZE_MAX).default(10)),
  }),
  data: z.object({
    collections: pageOf(CollectionCard),
    series: pageOf(SeriesCard),
    creators: pageOf(CreatorCard),
    blindBoxes: pageOf(BlindBoxCard),
  }),
});

export const listHotSearchWords = defineCall(endpoints.listHotSearchWords, {
  summary: "The tenant's hot search words, in the operator's order",
  tags,
  data: z.object({ words: z.array(z.string()) }),
});

export const listNotices = defineCall(endpoints.listNotices, {
  summary: 'Published notices, newest first; keyset cursor',
  tags,
  query: z.object({ cursor, pageSize }),
  data: pageOf(NoticeCard),
});

export const getNotice = defineCall(endpoints.getNotice, {
  summary: 'A published notice with its rich text (HTML; sanitize before showing)',
  tags,
  params: idParams,
  data: NoticeDetail,
});

export const getHomeDecoration = defineCall(endpoints.getHomeDecoration, {
  summary: 'The home page (platform decoration): banners, notice headlines and the sections the operator arranged',
  tags,
  data: z.object({
    banners: z.array(Banner),
    noticeHeadlines: z.array(NoticeCard),
    sections: z.array(HomeSection),
    serverTime: z.number().int(),
  }),
});
