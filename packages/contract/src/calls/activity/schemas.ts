import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { idSchema, inputNumber, optionalIdSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { catalogueIdSchema, pageOf } from '../catalogue/schemas';
import { CouponTemplateSummary } from '../coupon/schemas';
import { Order } from '../sale/schemas';

// Activities (issue 18, decision 042). A casting activity mints a result collectible for a holder of the
// qualifying collectibles: for each qualifying collection, `count` items are selected; in 'hold' mode they
// are only checked and marked as used for this activity (they stay mine, usable for other activities), in
// 'spend' mode they are burned (the app asks for a confirmation first). Each collectible once per holder
// (4000031: a holder of three qualifying items may cast three times, a new owner of a used item may cast it
// again; decision 062); the results are bounded by the activity's stock (5000032 claims exhausted), the
// per-user limit (5000204) and the result collection's supply (5000039). Ids are the database's integers,
// times milliseconds since the epoch, texts in the request's language. Lists page with an opaque keyset
// cursor (decision 011).

const tags = ['activity'] as const;
const msg = (code: number) => String(code);

const cursor = z.string().max(200).optional();
const pageSize = inputNumber(z.number().int().min(1).max(50).default(20));

/**
 * What an activity is: 'cast' mints a result collectible (decision 042); 'coupon' gives a coupon of a template
 * for the selected items and 'physical' is a physical good shipped to an address (issue 19, decision 044:
 * both are ordered with confirmActivityOrder and make orders of business type 5).
 */
export const ACTIVITY_KINDS = ['cast', 'coupon', 'physical'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const activityKindSchema = z.enum(ACTIVITY_KINDS);

/** Where an activity's window is now (a withdrawn activity is 'ended'). */
export const ACTIVITY_STATUSES = ['upcoming', 'open', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);

/** 'hold': the items are checked and marked used for this activity; 'spend': they are burned. */
export const CAST_MODES = ['hold', 'spend'] as const;
export type CastMode = (typeof CAST_MODES)[number];
export const castModeSchema = z.enum(CAST_MODES);

/**
 * Why one of my items cannot be used for an activity now (listQualifyingItems). 'used': casting, I have cast
 * with it in this activity already (once per holder: its next owner may); an activity order, a live order
 * of this activity holds it.
 */
export const CAST_ITEM_BLOCKS = ['cooling', 'pledged', 'listed', 'frozen', 'minting', 'used'] as const;
export type CastItemBlock = (typeof CAST_ITEM_BLOCKS)[number];

/** Most items selected in one cast (the sum of the qualifying counts never exceeds it). */
export const CAST_ITEMS_MAX = 50;

export const ActivityCollectionRef = z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string() });

/** A physical reward as the storefront shows it (texts in the request's language). */
export const PhysicalReward = z.object({
  name: z.string(),
  imageUrl: z.string(),
  /** Plain text (several lines allowed); '' when none. */
  description: z.string(),
});
export type PhysicalReward = z.infer<typeof PhysicalReward>;

/**
 * What an activity gives, by kind (decision 044): cast → a collectible of `collection` (the same as `result`);
 * coupon → a coupon of the template (granted when the order is confirmed; the price is always 0);
 * physical → a good shipped to the address chosen at confirmation.
 */
export const ActivityReward = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cast'), collection: ActivityCollectionRef }),
  z.object({ kind: z.literal('coupon'), coupon: CouponTemplateSummary }),
  z.object({ kind: z.literal('physical'), physical: PhysicalReward }),
]);
export type ActivityReward = z.infer<typeof ActivityReward>;

export const ActivityCard = z.object({
  id: z.number().int(),
  kind: activityKindSchema,
  name: z.string(),
  coverUrl: z.string(),
  status: activityStatusSchema,
  /**
   * What the card shows as the result. Cast: the collection a cast mints one item of. Coupon: {id: the coupon
   * template's id, name: the coupon's name, coverUrl: the activity's cover}. Physical: {id: the activity's id,
   * name: the good's name, coverUrl: its image}. Only for cast is it a collection: branch on `reward` for links.
   */
  result: ActivityCollectionRef,
  /** What it gives, by kind (decision 044). */
  reward: ActivityReward,
  /** Fen to pay per order: always 0 for cast and coupon; ≥ 0 for physical. */
  price: z.number().int(),
  mode: castModeSchema,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  stock: z.object({
    /** Results the operator offers. */
    total: z.number().int(),
    /** Results still to be cast (0: claims exhausted). */
    left: z.number().int(),
  }),
});
export type ActivityCard = z.infer<typeof ActivityCard>;

export const listActivities = defineCall(endpoints.listActivities, {
  summary:
    "The tenant's enabled activities of one status (open: in the window now, soonest ending first; upcoming: soonest starting first; " +
    'ended: last ended first, withdrawn ones included), optionally of one kind; keyset cursor',
  tags,
  query: z.object({
    status: activityStatusSchema.default('open'),
    kind: activityKindSchema.optional(),
    cursor,
    pageSize,
  }),
  data: pageOf(ActivityCard).extend({ serverTime: z.number().int() }),
});

/** A collection that qualifies, and how many of its items one cast needs. */
export const QualifyingCollection = z.object({
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  /** Items of it one cast needs (all must be selected, 4000034). */
  count: z.number().int(),
  /** Signed in: how many of its items I hold that are usable for this activity now; null for a visitor. */
  usable: z.number().int().nullable(),
});

export const ActivityDetail = ActivityCard.extend({
  /**
   * The rules as the operator wrote them: HTML sanitized by the server on save (render it through DOMPurify
   * like a notice), in the request's language; '' when none.
   */
  rulesHtml: z.string(),
  qualifying: z.array(QualifyingCollection),
  /**
   * Always true for casting (spec §5 "a collectible can be cast once per holder": each item once per holder,
   * decision 062); true for coupon/physical when perUserLimit is 1.
   */
  oncePerHolder: z.boolean(),
  /** Casts (cast) or non-ended orders (coupon/physical) one user may have of the activity. */
  perUserLimit: z.number().int(),
  /** Physical: confirming needs one of my addresses (addressId). */
  needsAddress: z.boolean(),
  /** Spending: the items must also be past their cooling period (an operator's choice). */
  coolingBlocks: z.boolean(),
  /** Signed in: my status; null for a visitor. */
  mine: z
    .object({
      /** I have cast in this activity already (my latest record's id in castRecordId); I may cast again with other items. */
      castAlready: z.boolean(),
      castRecordId: z.number().int().nullable(),
      /** Cast: how many times I have cast in it (perUserLimit at most); absent for coupon/physical. */
      casts: z.number().int().optional(),
      /** Whether a cast would be accepted now, as far as the activity and my holdings go. */
      canCast: z.boolean(),
      /**
       * Why not (null when canCast): 5000170 not started, 5000171 ended, 5000032 claims exhausted, 5000204 my
       * casts reached perUserLimit, 5000039 the result collection's supply is all issued, 7020076 not real-name
       * verified, 7020078 no chain account, 4000031 too few usable items left because I have cast with the
       * others (each once per holder), 5000031 not enough usable items.
       */
      reason: z.number().int().nullable(),
      /**
       * Coupon/physical (decision 044): my non-ended orders of this activity (pending, paid, shipping, completed)
       * and the newest one's number (both absent for cast). When it reaches perUserLimit, canCast is false with
       * reason 5000204. canCast (and reason) mean "can confirm an order" for these kinds.
       */
      orders: z.number().int().optional(),
      lastOrderNo: z.string().nullable().optional(),
    })
    .nullable(),
  serverTime: z.number().int(),
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

export const getActivity = defineCall(endpoints.getActivity, {
  summary:
    'One activity: its rules, what qualifies and how many of each, the mode, the window, the stock and the per-user limit; signed in, my ' +
    'status (my casts, can cast again or why not). 5000030 when unknown, disabled or of another tenant',
  tags,
  params: z.object({ id: catalogueIdSchema }),
  data: ActivityDetail,
});

export const QualifyingItem = z.object({
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  serial: z.number().int(),
  totalSupply: z.number().int(),
  acquiredAt: z.number().int(),
  /** End of its cooling period. */
  transferableAt: z.number().int(),
  usable: z.boolean(),
  /** Why not, when not usable. */
  blockedBy: z.enum(CAST_ITEM_BLOCKS).nullable(),
});
export type QualifyingItem = z.infer<typeof QualifyingItem>;

export const listQualifyingItems = defineCall(endpoints.listQualifyingItems, {
  summary:
    'My items of the collections that qualify for an activity, per collection (usable ones first, then lowest serial; at most 200 per ' +
    'collection), each with whether it can be used now and why not (cooling, pledged, listed, frozen, minting, used for this activity). ' +
    '5000030 when the activity is unknown',
  tags,
  params: z.object({ id: catalogueIdSchema }),
  data: z.object({
    activityId: z.number().int(),
    mode: castModeSchema,
    collections: z.array(QualifyingCollection.extend({ items: z.array(QualifyingItem) })),
    serverTime: z.number().int(),
  }),
});

export const CastRecord = z.object({
  id: z.number().int(),
  activity: z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string(), mode: castModeSchema }),
  /** The collectible the cast minted (it is mine at once and minted on chain in the background). */
  result: z.object({
    cardNftId: z.number().int(),
    collectionId: z.number().int(),
    name: z.string(),
    coverUrl: z.string(),
    serial: z.number().int(),
    totalSupply: z.number().int(),
  }),
  /** The items selected: held (hold mode, still mine) or burned (spend mode). */
  items: z.array(
    z.object({
      cardNftId: z.number().int(),
      collectionId: z.number().int(),
      name: z.string(),
      serial: z.number().int(),
      spent: z.boolean(),
    }),
  ),
  createdAt: z.number().int(),
});
export type CastRecord = z.infer<typeof CastRecord>;

const itemIdSchema = idSchema(ErrorCode.SELECT_REQUIRED);

export const cast = defineCall(endpoints.cast, {
  summary:
    'Casts in an activity with my selected items, all or nothing: for each qualifying collection exactly its count of my items ' +
    '(4000034 otherwise, or when an item repeats); hold mode marks them used for this activity, spend mode burns them (confirm in the ' +
    'app first); then one result item is mine and minted in the background. Refusals: 5000030 unknown or disabled, 5000170 not ' +
    'started, 5000171 ended, 5000032 claims exhausted, 5000204 my casts reached the per-user limit, 5000039 the result collection is ' +
    'all issued, 4000031 an item I have cast with in this activity already (each collectible once per holder), 5000031 not enough items, an item not ' +
    'mine 4000006, 5000034 pledged, 5000037 frozen, 5000038 on consignment, 5000033 cooling (spend with coolingBlocks), ' +
    '5000173 still minting (spend), 7020076 not real-name verified, 7020078 ' +
    'no chain account',
  tags,
  body: z.object({
    activityId: catalogueIdSchema,
    itemIds: z
      .array(itemIdSchema, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .min(1, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .max(CAST_ITEMS_MAX, { error: () => msg(ErrorCode.SELECT_REQUIRED) }),
  }),
  data: CastRecord,
});

export const listCastRecords = defineCall(endpoints.listCastRecords, {
  summary: 'My casts, newest first, optionally of one activity; keyset cursor',
  tags,
  query: z.object({ activityId: optionalIdSchema(ErrorCode.VALIDATION_FAILED), cursor, pageSize }),
  data: pageOf(CastRecord),
});

/** Activity orders (decision 044): a coupon or physical-reward activity, confirmed with my selected items. */
export const confirmActivityOrder = defineCall(endpoints.confirmActivityOrder, {
  summary:
    'Confirms an order of a coupon or physical-reward activity (business type 5), all or nothing: for each qualifying collection exactly ' +
    'its count of my items, like cast (cardNftIds may be empty when nothing qualifies: anyone may order); hold mode marks them used for ' +
    'this activity, spend mode burns them. Physical needs addressId (one of my addresses: 4000034 when missing, 5000201 when not ' +
    'mine), copied into the order. couponId applies one of my coupons to a priced order (5000190/5000191/5000192; a free order ' +
    'answers 5000192). Price 0: the order is paid at once (physical: awaiting shipment; coupon: completed and the coupon is mine). ' +
    'Price > 0: pending_payment, paid with createPayment / payWithWallet; closing or cancelling it returns the stock, the coupon ' +
    'and the items (hold marks removed: usable again). Spend mode exists only on free activities (the console refuses a price with ' +
    'spend), so a burned item always belongs to a paid order. Refusals as cast (5000030, 5000170, ' +
    '5000171, 5000032, 5000031, 4000006, 5000034, 5000037, 5000038, 5000033, 5000172, 5000173, 7020076, 7020078), 5000204 over my ' +
    'limit, 5000205 a casting activity, 7020072 an unpaid order exists',
  tags,
  body: z.object({
    activityId: catalogueIdSchema,
    /** My selected items (as cast's itemIds); [] when the activity has no qualifying collections. */
    cardNftIds: z
      .array(itemIdSchema, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .max(CAST_ITEMS_MAX, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .default([]),
    /** Physical: one of my addresses (required). Ignored for coupon activities. */
    addressId: idSchema(ErrorCode.ADDRESS_NOT_FOUND, ErrorCode.SELECT_REQUIRED).optional(),
    couponId: idSchema(ErrorCode.COUPON_NOT_USABLE).optional(),
  }),
  data: Order,
});
