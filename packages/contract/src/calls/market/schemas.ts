import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import {
  agreementSchema,
  inputNumber,
  optionalIdSchema,
  payPasswordSchema,
  priceRangeSchema,
  textSchema,
} from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import {
  catalogueIdSchema,
  CatalogueSort,
  CreatorRef,
  Media,
  mediaKindSchema,
  pageOf,
  SEARCH_KEYWORD_MAX,
} from '../catalogue/schemas';
import { LISTING_STATUSES } from './constants';

export {
  BASIS_POINTS,
  CONSIGN_PRICE_MIN,
  DEFAULT_PLATFORM_FEE_BP,
  FREE_RESALE_CEILING_DEFAULT,
  FREE_RESALE_CEILING_MAX,
  isFreeResaleCeiling,
  LISTING_STATUSES,
  RESALE_CEILING_MULTIPLE,
  splitProceeds,
  type ListingStatus,
} from './constants';

// The resale market (issue 16, PRODUCT.md §7, decision 033). A listing is one collectible (one serial of a
// collection) its owner consigned at a price in fen. Buying one is `placeOrder` with businessType 7 and
// itemId = the listing's id (calls/sale): the order locks the listing until it is paid (sold) or closes /
// is cancelled (on sale again). Money is integer fen, rates basis points (500 = 5 %), times ms since the
// epoch. Lists page with an opaque keyset cursor like the catalogue's (decision 011).

const tags = ['market'] as const;
const msg = (code: number) => String(code);

const optionalIdFilter = optionalIdSchema(ErrorCode.VALIDATION_FAILED);
const pageSize = inputNumber(z.number().int().min(1).max(50).default(20));
const cursor = z.string().max(200).optional();

/** Sorts of the C2C tab: the B2C tab's numbers (-1 recommended, 1 newest, 2 price up, 3 price down). */
export const LISTING_SORTS = [
  CatalogueSort.RECOMMENDED,
  CatalogueSort.NEWEST,
  CatalogueSort.PRICE_ASC,
  CatalogueSort.PRICE_DESC,
] as const;

export const listingStatusSchema = z.enum(LISTING_STATUSES);

/** A consignment price in fen: an integer ≥ 100 (the ceiling is the collection's, checked by the server). */
const consignPrice = inputNumber(
  z
    .number({ error: () => msg(ErrorCode.CONSIGN_PRICE_INVALID) })
    .int({ error: () => msg(ErrorCode.CONSIGN_PRICE_INVALID) })
    .min(1, { error: () => msg(ErrorCode.CONSIGN_PRICE_INVALID) })
    .max(Number.MAX_SAFE_INTEGER, { error: () => msg(ErrorCode.CONSIGN_PRICE_INVALID) }),
  ErrorCode.CONSIGN_PRICE_INVALID,
);

/** The seller as buyers see them: nickname and avatar, the phone masked (PRODUCT.md §4). */
export const ListingSeller = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  avatarUrl: z.string(),
  maskedPhone: z.string(),
});

/** The collection a listed item belongs to. */
export const ListingCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  mediaKind: mediaKindSchema,
  totalSupply: z.number().int(),
  /** Issue price, fen. */
  issuePrice: z.number().int(),
  creator: CreatorRef,
});

/** One listing as the C2C tab's card shows it. */
export const ListingCard = z.object({
  id: z.number().int(),
  cardNftId: z.number().int(),
  collection: ListingCollection,
  serial: z.number().int(),
  /** Asking price, fen. */
  price: z.number().int(),
  status: listingStatusSchema,
  seller: ListingSeller,
  listedAt: z.number().int(),
  /** Spec §4: market type 2 C2C, business type 7 C2C, sale kind 3 C2C_MARKET. */
  marketType: z.literal(2),
  businessType: z.literal(7),
  saleKind: z.literal(3),
});
export type ListingCard = z.infer<typeof ListingCard>;

export const ListingDetail = ListingCard.extend({
  description: z.string(),
  media: Media,
  /** Lowest price of the collection's listings on sale now (this one included); null when none. */
  floorPrice: z.number().int().nullable(),
  /** The listing is mine (I am the seller): no buy button, "take off the shelf" instead. */
  mine: z.boolean(),
  /** Ended: sold (when) or cancelled (when); null while on sale or locked. */
  endedAt: z.number().int().nullable(),
  serverTime: z.number().int(),
});
export type ListingDetail = z.infer<typeof ListingDetail>;

/** Spec §5: price range min/max must be valid (4000028); like the B2C tab's filters. */
export const listingListQuery = z
  .object({
    sortType: inputNumber(
      z
        .number()
        .int()
        .refine((n) => (LISTING_SORTS as readonly number[]).includes(n), {
          error: `sortType must be one of ${LISTING_SORTS.join(', ')}`,
        })
        .default(CatalogueSort.RECOMMENDED),
    ),
    /** A category of the tenant's tree; its sub-categories are included. */
    categoryId: optionalIdFilter,
    /** Only the listings of one collection. */
    collectionId: optionalIdFilter,
    priceMin: priceRangeSchema.shape.min,
    priceMax: priceRangeSchema.shape.max,
    /**
     * A keyword (decision 069): listings whose collection's name, or whose creator's name, holds it, in any
     * of the tenant's languages, case-insensitive; % and _ are plain characters. Empty: no keyword.
     */
    keyword: textSchema({ max: SEARCH_KEYWORD_MAX, allowEmpty: true }).optional(),
    cursor,
    pageSize,
  })
  .superRefine((q, ctx) => {
    if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
      ctx.addIssue({ code: 'custom', message: msg(ErrorCode.PRICE_RANGE_INVALID), path: ['priceMin'] });
    }
  });
export type ListingListQuery = z.output<typeof listingListQuery>;

export const listListings = defineCall(endpoints.listListings, {
  summary:
    'The market (C2C tab): listings on sale (locked ones too, shown as locked), with the B2C tab’s filters (category with its sub-categories, price range in fen, collection, a keyword matching the collection’s or the creator’s name) and sorts (sortType -1 recommended, 1 newest, 2 price up, 3 price down); keyset cursor',
  tags,
  query: listingListQuery,
  data: pageOf(ListingCard),
});

export const getListing = defineCall(endpoints.getListing, {
  summary:
    'One listing (any status): the item, its serial, the masked seller, the price, the collection’s floor price. Unknown or another tenant’s: 4000006',
  tags,
  params: z.object({ id: catalogueIdSchema }),
  data: ListingDetail,
});

export const PricePoint = z.object({ price: z.number().int(), at: z.number().int() });

export const getPriceHistory = defineCall(endpoints.getPriceHistory, {
  summary:
    'A collection’s past resale prices (sold listings, oldest first, the last `limit`), with the floor (lowest on sale now), the last sale price and the number of sales',
  tags,
  params: z.object({ collectionId: catalogueIdSchema }),
  query: z.object({ limit: inputNumber(z.number().int().min(1).max(200).default(60)) }),
  data: z.object({
    collectionId: z.number().int(),
    points: z.array(PricePoint),
    /** Lowest price on sale now; null when nothing is listed. */
    floorPrice: z.number().int().nullable(),
    lastPrice: z.number().int().nullable(),
    /** Sales in all time. */
    count: z.number().int(),
    highPrice: z.number().int().nullable(),
    lowPrice: z.number().int().nullable(),
  }),
});

/** What a sale at `price` would give the seller, fen (decision 033's rounding). */
export const ConsignmentQuote = z.object({
  cardNftId: z.number().int(),
  price: z.number().int(),
  /**
   * Lowest and highest price allowed (PRODUCT.md §7). The ceiling is the collection's own, else for a
   * collection given away free (issue price 0) the tenant's ceiling for free collections, else 20 × the
   * issue price; below minPrice the item cannot be listed (blockedBy 5000092).
   */
  minPrice: z.number().int(),
  ceiling: z.number().int(),
  /** Is `price` within [minPrice, ceiling]? consign answers 4000035 otherwise. */
  priceValid: z.boolean(),
  /** Platform fee rate, basis points (500 = 5 %), and the fee at this price. */
  feeRateBp: z.number().int(),
  fee: z.number().int(),
  /** The creator's royalty rate (basis points) and the royalty at this price. */
  royaltyRateBp: z.number().int(),
  royalty: z.number().int(),
  /** price − fee − royalty: what the seller's wallet receives. */
  net: z.number().int(),
  /**
   * The first rule that would refuse consigning this item now, or null: 5000092 not listable at all (its
   * ceiling is below minPrice), 5000029 wallet not open, 5000033 cooling period, 5000034 pledged, 5000037
   * frozen (a transfer on chain), 5000038 already on consignment.
   */
  blockedBy: z.number().int().nullable(),
  /** End of the cooling period. */
  transferableAt: z.number().int(),
});
export type ConsignmentQuote = z.infer<typeof ConsignmentQuote>;

export const previewConsignment = defineCall(endpoints.previewConsignment, {
  summary:
    'Before consigning one of my collectibles: the ceiling, the platform fee, the royalty and the net proceeds at a price (no price: at the ceiling), and what would block it. Not mine: 4000006',
  tags,
  query: z.object({ cardNftId: catalogueIdSchema, price: consignPrice.optional() }),
  data: ConsignmentQuote,
});

/** My listing, as consign answers it. */
export const MyListing = z.object({
  id: z.number().int(),
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  price: z.number().int(),
  status: listingStatusSchema,
  listedAt: z.number().int(),
  fee: z.number().int(),
  royalty: z.number().int(),
  net: z.number().int(),
});
export type MyListing = z.infer<typeof MyListing>;

export const consign = defineCall(endpoints.consign, {
  summary:
    'Consign (shelf on) one of my collectibles at a price in fen, confirmed with the pay password, the consignment note agreed to. Refusals: 5000092 not listable (its ceiling is below 100: a free collection while the tenant ceiling for free collections is 0; data.minPrice, data.ceiling), 4000035 price under 100 or over the ceiling, 4000032 note not agreed, 5000029 wallet not open, 5000033 cooling period (data.transferableAt, data.msLeft), 5000034 pledged, 5000037 frozen (a transfer on chain), 5000038 already on consignment, 5000026/5000027/5000028 pay password wrong/locked/not set, 4000006 not mine',
  tags,
  body: z.object({
    cardNftId: catalogueIdSchema,
    price: consignPrice,
    /** The consignment transfer note must be agreed to (4000032). */
    agreed: agreementSchema,
    payPassword: payPasswordSchema,
  }),
  data: MyListing,
});

export const cancelConsignment = defineCall(endpoints.cancelConsignment, {
  summary:
    'Take my listing off the shelf, with the pay password. Refusals: 7020073 a buyer’s unpaid order holds it (locked), 5000090 already sold or cancelled, 5000026/5000027/5000028 pay password, 4000006 not mine',
  tags,
  body: z.object({ listingId: catalogueIdSchema, payPassword: payPasswordSchema }),
  data: z.object({
    id: z.number().int(),
    cardNftId: z.number().int(),
    status: z.literal('cancelled'),
    endedAt: z.number().int(),
  }),
});

/**
 * One of my listings as "my listings" shows it (decision 069): the item, the price and the state; the split
 * of the price (fee, royalty, net) — what a sale would give while it is open, what the sale gave once sold;
 * the buyer, masked, once sold; when it ended (sold or taken off the shelf).
 */
export const MySaleListing = z.object({
  id: z.number().int(),
  cardNftId: z.number().int(),
  collection: ListingCollection,
  serial: z.number().int(),
  /** Asking (or sold) price, fen. */
  price: z.number().int(),
  status: listingStatusSchema,
  listedAt: z.number().int(),
  /** Sold or taken off the shelf: when; null while open. */
  endedAt: z.number().int().nullable(),
  /** Platform fee, fen, and its rate in basis points (the rate of the listing, kept since it was listed). */
  fee: z.number().int(),
  feeRateBp: z.number().int(),
  /** The creator's royalty, fen, and its rate in basis points. */
  royalty: z.number().int(),
  royaltyRateBp: z.number().int(),
  /** price − fee − royalty: what the seller receives (received once sold). */
  net: z.number().int(),
  /** Sold: the proceeds reached my wallet (true) or are on their way (false); null otherwise. */
  paidOut: z.boolean().nullable(),
  /** Sold: the buyer as others see them (nickname, the phone masked); null otherwise. */
  buyer: z.object({ nickname: z.string(), maskedPhone: z.string() }).nullable(),
  /** Ended by the platform, not by me (an operator's take-down, decision 067), with the reason; null otherwise. */
  takenDown: z.object({ reason: z.string() }).nullable(),
});
export type MySaleListing = z.infer<typeof MySaleListing>;

export const listMyListings = defineCall(endpoints.listMyListings, {
  summary:
    'My listings (the seller’s own, decision 069), newest listed first, any state or one: on sale, locked by a buyer’s unpaid order, sold (with the price, fee, royalty, net received and the buyer masked), taken off the shelf; keyset cursor',
  tags,
  query: z.object({ status: listingStatusSchema.optional(), cursor, pageSize }),
  data: pageOf(MySaleListing),
});
