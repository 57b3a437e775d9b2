// The operator console's users, orders, refunds, chain jobs, payments and ledger (issue 17, decision 039).
// Console calls on the tenant of the request's host; a user's phone is shown masked (3 + 4), their real
// name masked, their ID number never. Money is integer fen, times milliseconds. Lists page newest first
// with `before` (the last row's id) → `nextBefore`.
import { z } from 'zod';
import { orderStatusSchema, payChannelTypeSchema, payProgressSchema } from '../../enum-schemas';
import { ErrorCode } from '../../error-codes';
import { idSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { operatorListChainJobs } from '../operator/schemas';

const tags = ['operator'] as const;
const limit = inputNumber(z.number().int().min(1).max(100).default(20));
const before = optionalIdSchema(ErrorCode.VALIDATION_FAILED);
const id = idSchema(ErrorCode.VALIDATION_FAILED);
const time = inputNumber(z.number().int().min(0).optional());
/** Order numbers as the storefront makes them (upper-case letters and digits). */
const orderNo = z.string().regex(/^[0-9A-Za-z-]{4,40}$/);

/** The refund reason an operator gives: 2 to 200 characters, one line. */
export const REFUND_REASON_MAX = 200;

/** A user as the console lists them. */
export const ConsoleUser = z.object({
  id: z.number(),
  areaCode: z.string(),
  /** 3 + 4 masked: 138****0000. */
  maskedPhone: z.string(),
  nickname: z.string(),
  avatarUrl: z.string(),
  /** Real-name verified. */
  realName: z.boolean(),
  /** Every chain account of the tenant opened. */
  openChain: z.boolean(),
  createdAt: z.number(),
});

export const consoleSearchUsers = defineCall(endpoints.consoleSearchUsers, {
  summary: 'Users of this tenant: by user id, or by phone number (digits, with or without the area code); none: the newest',
  tags,
  query: z.object({
    q: textSchema({ max: 20, allowEmpty: true }).optional(),
    limit,
    before,
  }),
  data: z.object({ items: z.array(ConsoleUser), nextBefore: z.number().nullable() }),
});

export const consoleGetUser = defineCall(endpoints.consoleGetUser, {
  summary: 'One user: their standing (real name masked, chain accounts), never the ID number',
  tags,
  params: z.object({ id }),
  data: ConsoleUser.extend({
    inviteCode: z.string(),
    inviterId: z.number().nullable(),
    /** The masked name (张*明) once verified; '' before. */
    realNameMasked: z.string(),
    realNameAt: z.number().nullable(),
    chainAccounts: z.array(z.object({ chainChannelNo: z.string(), address: z.string() })),
    passwordLockedUntil: z.number().nullable(),
    payLockedUntil: z.number().nullable(),
    /** Suspended by an operator (decision 067): since when and why; null when not. */
    suspension: z.object({ at: z.number(), reason: z.string() }).nullable(),
  }),
});

export const ConsoleCollectible = z.object({
  id: z.number(),
  userId: z.number(),
  collectionId: z.number(),
  collectionName: z.string(),
  serial: z.number(),
  tokenId: z.string(),
  /** How it came to be; 'redemption': a redeemed code's collectible (decision 062). */
  source: z.enum(['airdrop', 'box', 'cast', 'purchase', 'redemption', 'synthesis']),
  /** consumed: burned (a refund, a synthesis). */
  status: z.enum(['held', 'frozen', 'pledged', 'on_consignment', 'consumed']),
  orderId: z.number().nullable(),
  acquiredAt: z.number(),
});

export const consoleListCollectibles = defineCall(endpoints.consoleListCollectibles, {
  summary: "A user's collectibles (any status), or an order's",
  tags,
  query: z.object({ userId: id.optional(), orderId: id.optional(), limit, before }),
  data: z.object({ items: z.array(ConsoleCollectible), nextBefore: z.number().nullable() }),
});

export const ConsoleOrder = z.object({
  id: z.number(),
  orderNo: z.string(),
  userId: z.number(),
  status: orderStatusSchema,
  /** Spec §4 business type (4 collection, 3 blind box, 7 resale). */
  businessType: z.number(),
  item: z.object({ kind: z.enum(['collection', 'blindBox', 'listing', 'activity']), id: z.number(), name: z.string() }),
  quantity: z.number(),
  unitPrice: z.number(),
  totalAmount: z.number(),
  payMethod: z.number().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  paidAt: z.number().nullable(),
  endedAt: z.number().nullable(),
});

export const consoleSearchOrders = defineCall(endpoints.consoleSearchOrders, {
  summary: 'Orders of this tenant, newest first: by order number, user, status, business type, created between from and to',
  tags,
  query: z.object({
    orderNo: orderNo.optional(),
    userId: id.optional(),
    status: orderStatusSchema.optional(),
    businessType: inputNumber(z.number().int().min(1).max(99).optional()),
    from: time,
    to: time,
    limit,
    before,
  }),
  data: z.object({ items: z.array(ConsoleOrder), nextBefore: z.number().nullable() }),
});

export const consoleGetOrder = defineCall(endpoints.consoleGetOrder, {
  summary: 'One order, with its serials',
  tags,
  params: z.object({ orderNo }),
  data: ConsoleOrder.extend({ serials: z.array(z.number()) }),
});

export const ConsolePayment = z.object({
  id: z.number(),
  paymentNo: z.string(),
  orderId: z.number(),
  provider: z.string(),
  /** Spec §4 payment method; -1: chosen in the cashier. */
  method: z.number(),
  channelType: payChannelTypeSchema,
  amount: z.number(),
  progress: payProgressSchema,
  providerRef: z.string().nullable(),
  createdAt: z.number(),
  succeededAt: z.number().nullable(),
});

export const ConsoleRefund = z.object({
  id: z.number(),
  paymentId: z.number(),
  amount: z.number(),
  status: z.enum(['pending', 'done']),
  /** The operator's reason; null: the system's refund of a payment that came too late. */
  reason: z.string().nullable(),
  operatorId: z.number().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.number(),
  doneAt: z.number().nullable(),
});

export const consoleOrderPayments = defineCall(endpoints.consoleOrderPayments, {
  summary: "An order's payment history: every payment attempt with its progress, and the refunds",
  tags,
  params: z.object({ orderNo }),
  data: z.object({ payments: z.array(ConsolePayment), refunds: z.array(ConsoleRefund) }),
});

export const consoleRefundOrder = defineCall(endpoints.consoleRefundOrder, {
  summary:
    'Refunds a paid order (decision 039): its items are taken back (burned through the chain outbox; unopened boxes removed), ' +
    'the money goes back through the provider it was paid with. Once: a second refund answers 5000151. ' +
    '5000150 not paid, 5000152 an item moved on, 5000153 no paying payment. An activity order (type 5: paid, shipping or ' +
    'completed) gives back its stock, quota, held items and coupon (5000270 items burned, 5000271 a coupon reward); a resale ' +
    "order (type 7) returns the item to its seller and takes the seller's proceeds back from their wallet (5000154 balance " +
    'short; 5000155-5000158 the buyer gave, consigned, used or cast the item) — decision 066',
  tags,
  params: z.object({ orderNo }),
  body: z.object({ reason: textSchema({ min: 2, max: REFUND_REASON_MAX }) }),
  data: z.object({
    orderNo: z.string(),
    status: z.literal('refunded'),
    amount: z.number(),
    burned: z.array(z.number()),
    boxesTakenBack: z.number(),
    /** A resale (decision 066): the collectibles given back to their seller. */
    returnedToSeller: z.array(z.number()),
    /** A resale: the seller's proceeds taken back (debited from their wallet, or never paid out), fen. */
    proceedsTakenBack: z.number(),
    /** done: the provider has given the money back; pending: the refunds job is still sending it. */
    refund: z.enum(['done', 'pending']),
  }),
});

export const consoleListChainJobs = defineCall(endpoints.consoleListChainJobs, {
  summary: 'Chain outbox jobs of this tenant, newest first (failing: open jobs that have failed), with the counts',
  tags,
  query: operatorListChainJobs.query,
  data: operatorListChainJobs.data,
});

export const consoleRetryChainJob = defineCall(endpoints.consoleRetryChainJob, {
  summary: 'Makes an open chain job of this tenant due at once',
  tags,
  params: z.object({ id }),
  data: z.object({ id: z.number(), retried: z.literal(true) }),
});

export const consoleListPayments = defineCall(endpoints.consoleListPayments, {
  summary: 'Payments of this tenant (read-only, finance), newest first, by progress and time',
  tags,
  query: z.object({ progress: inputNumber(payProgressSchema.optional()), from: time, to: time, limit, before }),
  data: z.object({ items: z.array(ConsolePayment), nextBefore: z.number().nullable() }),
});

export const consoleListLedger = defineCall(endpoints.consoleListLedger, {
  summary: 'The ledger of this tenant (read-only, finance): money in (payments) and out (refunds), with the totals of the range',
  tags,
  query: z.object({
    kind: z.enum(['payment', 'refund', 'fee', 'royalty', 'proceeds', 'discount']).optional(),
    from: time,
    to: time,
    limit,
    before,
  }),
  data: z.object({
    items: z.array(
      z.object({
        id: z.number(),
        // fee, royalty and proceeds: a paid resale order's split (decision 033); discount: a coupon on it, negative (decision 065).
        kind: z.enum(['payment', 'refund', 'fee', 'royalty', 'proceeds', 'discount']),
        /** Positive in, negative out. */
        amount: z.number(),
        orderId: z.number(),
        paymentNo: z.string(),
        method: z.number(),
        channelType: z.number(),
        eventId: z.string(),
        createdAt: z.number(),
      }),
    ),
    totals: z.object({ in: z.number(), out: z.number(), net: z.number(), payments: z.number(), refunds: z.number() }),
    /** Refunds owed and not yet sent by the provider. */
    pendingRefunds: z.object({ count: z.number(), amount: z.number() }),
    nextBefore: z.number().nullable(),
  }),
});
