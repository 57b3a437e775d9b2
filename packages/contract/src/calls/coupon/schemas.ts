// Coupons and redemption codes (issue 19, decision 043). Money is integer fen, times milliseconds since the
// epoch, ids the database's integers. A coupon is either a fixed amount off (`amount` fen) or a percentage
// off (`percent`, an integer 1-99: 10 = 10 % off); the discount never makes an order's total fall below
// 1 fen (decision 043: percent discounts are rounded down to the fen, so in the shop's favour by under a
// fen, and a fixed amount above the total leaves 1 fen to pay). Names come in the request's language.
import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { inputNumber, redeemCodeSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { catalogueIdSchema, pageOf } from '../catalogue/schemas';

const tags = ['coupon'] as const;
const msg = (code: number) => String(code);
const cursor = z.string().max(200).optional();
const pageSize = inputNumber(z.number().int().min(1).max(50).default(20));

export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const couponKindSchema = z.enum(COUPON_KINDS);

/** My coupon's state as the coupons page tabs it: usable (not used, not past its end), used, expired. */
export const COUPON_STATUSES = ['usable', 'used', 'expired'] as const;
export const couponStatusSchema = z.enum(COUPON_STATUSES);

/** Where a coupon applies: empty lists mean every business type / every collection (the default). */
export const CouponScope = z.object({
  /** Spec §4 business types (3 blind box, 4 collection, 7 resale); [] = all. */
  businessTypes: z.array(z.number().int()),
  /** Collection ids (a resale listing counts as its collection); [] = all. */
  collectionIds: z.array(z.number().int()),
});
export type CouponScope = z.infer<typeof CouponScope>;

/** How long a claimed coupon is valid: a fixed window, or N days from the claim. */
export const CouponValidity = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), from: z.number().int(), to: z.number().int() }),
  z.object({ kind: z.literal('days'), days: z.number().int() }),
]);
export type CouponValidity = z.infer<typeof CouponValidity>;

/** What a coupon template gives, as a campaign card shows it. */
export const CouponTemplateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: couponKindSchema,
  /** Fen off (kind amount); null for a percentage. */
  amount: z.number().int().nullable(),
  /** Percent off, 1-99 (kind percent); null for an amount. */
  percent: z.number().int().nullable(),
  /** The order total (before the discount) must be at least this, fen; 0 = none. */
  minSpend: z.number().int(),
  validity: CouponValidity,
  scope: CouponScope,
});
export type CouponTemplateSummary = z.infer<typeof CouponTemplateSummary>;

/** What a coupon would do to one order (listMyCoupons with an order's item and quantity). */
export const CouponQuote = z.object({
  /** The coupon may be used on this order now. */
  applicable: z.boolean(),
  /** Why not: 5000190 not usable now, 5000191 under the minimum spend, 5000192 not for this item. */
  refusal: z.number().int().nullable(),
  /** The order's total before the coupon, fen. */
  total: z.number().int(),
  /** Fen off (0 when not applicable). */
  discount: z.number().int(),
  /** What would be paid, fen (at least 1). */
  payable: z.number().int(),
});
export type CouponQuote = z.infer<typeof CouponQuote>;

/** One of my coupons. */
export const Coupon = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  name: z.string(),
  kind: couponKindSchema,
  amount: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  minSpend: z.number().int(),
  validFrom: z.number().int(),
  validTo: z.number().int(),
  status: couponStatusSchema,
  /** Usable now: not used, and now within [validFrom, validTo). */
  usableNow: z.boolean(),
  scope: CouponScope,
  /** How I got it. */
  source: z.enum(['claim', 'redeem', 'grant']),
  claimedAt: z.number().int(),
  /** The order it is used on (unpaid or paid); null when not used. */
  usedOrderNo: z.string().nullable(),
  usedAt: z.number().int().nullable(),
  /** Only when listMyCoupons was asked about an order. */
  quote: CouponQuote.nullable(),
  serverTime: z.number().int(),
});
export type Coupon = z.infer<typeof Coupon>;

export const listMyCoupons = defineCall(endpoints.listMyCoupons, {
  summary:
    'My coupons of one state (usable: not used and not past their end, soonest end first; used and expired: latest first); keyset cursor. ' +
    'With businessType, itemId and quantity (the order about to be placed; 5: an activity order, itemId the activity), each coupon carries a quote: whether it applies and the discount',
  tags,
  query: z.object({
    status: couponStatusSchema.default('usable'),
    businessType: inputNumber(z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(7)]).optional()),
    itemId: catalogueIdSchema.optional(),
    quantity: inputNumber(z.number().int().min(1).max(100).optional()),
    cursor,
    pageSize,
  }),
  data: pageOf(Coupon),
});

/** A coupon campaign users may claim from. */
export const CouponActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  coupon: CouponTemplateSummary,
  /** Coupons of the campaign: total and still to claim. */
  total: z.number().int(),
  left: z.number().int(),
  perUserLimit: z.number().int(),
  /** How many I have claimed; null when not logged in. */
  claimedByMe: z.number().int().nullable(),
  /** I may claim one more now (logged in, left > 0, under my limit). */
  canClaim: z.boolean(),
  serverTime: z.number().int(),
});
export type CouponActivity = z.infer<typeof CouponActivity>;

export const listCouponActivities = defineCall(endpoints.listCouponActivities, {
  summary: 'The coupon campaigns open to claim, newest first (with what I claimed when logged in); keyset cursor',
  tags,
  query: z.object({ cursor, pageSize }),
  data: pageOf(CouponActivity),
});

export const claimCoupon = defineCall(endpoints.claimCoupon, {
  summary:
    'Claims one coupon of a campaign into my coupons, atomically (never more than its total, never over my limit). ' +
    'Refusals: 5000030 no such campaign (or closed), 5000032 none left, 5000193 my limit reached',
  tags,
  body: z.object({ activityId: catalogueIdSchema }),
  data: Coupon,
});

/** A collectible a redemption gave (minted through the chain outbox like an airdrop). */
export const RedeemedCollectible = z.object({
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  /** The collectible once its row exists; minting until the chain confirms. */
  cardNftId: z.number().int().nullable(),
  status: z.enum(['minting', 'held']),
});

/** One of my redemptions: the code (masked: only its last 4 characters) and what it gave. */
export const Redemption = z.object({
  id: z.number().int(),
  /** "********ABCD". */
  maskedCode: z.string(),
  redeemedAt: z.number().int(),
  kind: z.enum(['coupon', 'collectible']),
  coupon: Coupon.nullable(),
  collectible: RedeemedCollectible.nullable(),
});
export type Redemption = z.infer<typeof Redemption>;

export const redeemCode = defineCall(endpoints.redeemCode, {
  summary:
    'Redeems a one-time code (case and spaces ignored): a coupon into my coupons or a collectible minted to me. ' +
    '4000033 empty; 5000035 unknown, used or expired (one answer for all three); 5000194 too many attempts (per user and per address)',
  tags,
  body: z.object({ code: redeemCodeSchema.pipe(z.string().max(64, { error: () => msg(ErrorCode.REDEEM_CODE_INVALID) })) }),
  data: Redemption,
});

export const listRedemptions = defineCall(endpoints.listRedemptions, {
  summary: 'My redemptions, newest first; keyset cursor',
  tags,
  query: z.object({ cursor, pageSize }),
  data: pageOf(Redemption),
});
