import { z } from 'zod';
import {
  collectibleHoldStatusSchema,
  orderStatusSchema,
  payChannelTypeSchema,
  payMethodSchema,
  payProgressSchema,
} from '../../enum-schemas';
import { ErrorCode } from '../../error-codes';
import { idSchema, inputNumber, optionalIdSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { catalogueIdSchema, mediaKindSchema, pageOf, Privilege, saleStateSchema } from '../catalogue/schemas';
import { HOLDING_FILTERS, ORDER_ITEM_KINDS, ORDER_QUANTITY_MAX } from './constants';

export {
  HOLDING_FILTERS,
  ORDER_BUSINESS_TYPES,
  ORDER_ITEM_KINDS,
  ORDER_QUANTITY_MAX,
  SALE_BUSINESS_TYPES,
  type HoldingFilter,
  type OrderItemKind,
} from './constants';

// Primary sale (issue 7): orders, payments through the provider's cashier, blind boxes, and what a buyer
// holds. Money is integer fen, times are milliseconds since the epoch, ids are the database's integers
// (order and payment numbers are strings). Every call here needs a session. Lists page with an opaque
// keyset cursor like the catalogue's (decision 011).

const tags = ['sale'] as const;
const msg = (code: number) => String(code);

const cursor = z.string().max(200).optional();
const pageSize = inputNumber(z.number().int().min(1).max(50).default(20));
const orderNo = z.string().regex(/^[0-9A-Z]{8,32}$/, { error: () => msg(ErrorCode.NOT_FOUND) });

/** What an order is for: a collection or a blind box, as its card shows it. */
export const OrderItem = z.object({
  kind: z.enum(ORDER_ITEM_KINDS),
  id: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
});

/** The coupon of an order (decision 043). */
export const OrderCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** Fen off (kind amount) or percent off (kind percent). */
  value: z.number().int(),
  /** What it took off this order, fen. */
  discount: z.number().int(),
  /** quantity × unitPrice, before the discount. */
  totalBefore: z.number().int(),
});
export type OrderCoupon = z.infer<typeof OrderCoupon>;

/** Where a physical-reward order goes: a snapshot of the address taken when the order was confirmed (decision 044). */
export const OrderAddress = z.object({
  receiver: z.string(),
  /** 3+4 masked. */
  phoneMasked: z.string(),
  /** province + city + district + street + detail. */
  fullAddress: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

/**
 * The shipping of a physical-reward order (decision 044): null until it is paid. Paid and not shipped yet:
 * carrier, trackingNo and shippedAt null (the order's status is 'paid', "awaiting shipment"). Shipped:
 * status 'shipping', autoCompleteAt = shippedAt + the tenant's order.autoCompleteDays (default 10).
 * Received (confirmReceipt) or auto-completed: status 'completed', completedAt set.
 */
export const OrderShipping = z.object({
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
  autoCompleteAt: z.number().int().nullable(),
});
export type OrderShipping = z.infer<typeof OrderShipping>;

export const orderBusinessTypeSchema = z.union([z.literal(3), z.literal(4), z.literal(5), z.literal(7)]);

export const Order = z.object({
  orderNo: z.string(),
  status: orderStatusSchema,
  /**
   * Spec §4 business type: 3 B2C_BOX, 4 B2C_COLLECTION, 7 C2C (a resale listing: item.id is the listing's id);
   * Curio's 5 ACTIVITY (decision 044): a coupon or physical-reward activity order, item {kind 'activity', id: the activity's id}.
   */
  businessType: orderBusinessTypeSchema,
  item: OrderItem,
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  totalAmount: z.number().int(),
  createdAt: z.number().int(),
  /** Pay by this time (pending orders); the countdown runs on server time. */
  expiresAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  /** Closed (unpaid past the limit) or cancelled. */
  endedAt: z.number().int().nullable(),
  /** The method of the successful payment. */
  payMethod: payMethodSchema.nullable(),
  /** Serial numbers given at payment ("#17/1000"); boxes get theirs when opened. */
  serials: z.array(z.number().int()),
  totalSupply: z.number().int(),
  /** A payment that landed after the close and was given back (PRODUCT.md §5). */
  refund: z.object({ amount: z.number().int(), at: z.number().int() }).nullable(),
  /**
   * The coupon used on it (decision 043): totalAmount is already after the discount (quantity × unitPrice
   * − discount, at least 1 fen). It comes back to the buyer when the order closes or is cancelled.
   */
  coupon: OrderCoupon.nullable(),
  /** Physical-reward activity orders (type 5): the address snapshot; null for every other order. */
  address: OrderAddress.nullable(),
  /** Physical-reward activity orders (type 5) once paid; null otherwise (see OrderShipping). */
  shipping: OrderShipping.nullable(),
  serverTime: z.number().int(),
});
export type Order = z.infer<typeof Order>;

export const placeOrder = defineCall(endpoints.placeOrder, {
  summary:
    'Order a collection (businessType 4), a blind box (3) or a resale listing (7, itemId = the listing id, quantity 1): atomic, never oversells; a listing is locked by the unpaid order. Refusals: 7020064 sold out (a listing: sold or taken off the shelf), 7020065 not enough stock, 7020072 an unpaid order exists (any, across drops and listings; data {orderNo}: the caller’s own blocking order), 7020073 not on sale / the listing is locked by another order, 5000091 my own listing, 7020074 over the per-user limit (a listing: quantity 1), 7020076 not real-name verified, 7020078 no chain account; with couponId: 5000190 / 5000191 / 5000192 (the coupon is used by this order only, and returned when it closes or is cancelled)',
  tags,
  body: z.object({
    // Strict already (a JSON 3, 4 or 7; '4', [4] or true are refused): clients type it as the literal 3 | 4 | 7.
    businessType: z.union([z.literal(3), z.literal(4), z.literal(7)], { error: () => msg(ErrorCode.SELECT_REQUIRED) }),
    itemId: catalogueIdSchema,
    // A number or its canonical text (urlencoded bodies); [1], true, {} or '1e0' answer VALIDATION_FAILED,
    // a missing one (or null, or '') SELECT_REQUIRED (decision 022).
    quantity: inputNumber(
      z
        .number({ error: () => msg(ErrorCode.SELECT_REQUIRED) })
        .int({ error: () => msg(ErrorCode.SELECT_REQUIRED) })
        .min(1, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
        .max(ORDER_QUANTITY_MAX, { error: () => msg(ErrorCode.ORDER_LIMIT) }),
    ),
    // One of my usable coupons (decision 043), used by this order atomically: 5000190 not mine / used /
    // not valid now, 5000191 under its minimum spend, 5000192 not for this item. Absent: no coupon.
    couponId: idSchema(ErrorCode.COUPON_NOT_USABLE).optional(),
  }),
  data: Order,
});

export const listOrders = defineCall(endpoints.listOrders, {
  summary:
    "The buyer's orders of every business type (3, 4, 5, 7), newest first, optionally of one state and/or one business type; keyset cursor",
  tags,
  query: z.object({
    status: orderStatusSchema.optional(),
    businessType: inputNumber(orderBusinessTypeSchema).optional(),
    cursor,
    pageSize,
  }),
  data: pageOf(Order),
});

export const getOrder = defineCall(endpoints.getOrder, {
  summary: 'One of the buyer’s orders',
  tags,
  params: z.object({ orderNo }),
  data: Order,
});

/**
 * One refund of an order (decision 071): `platform` an operator refunded the paid order (decision 039),
 * `automatic` the system gave back a payment the order did not take (one that landed after the close,
 * PRODUCT.md §5, or a second payment of an order already paid).
 * `pending` while the provider has not confirmed it (the refunds job retries), `done` once the money is back.
 */
export const ReceiptRefund = z.object({
  kind: z.enum(['platform', 'automatic']),
  amount: z.number().int(),
  status: z.enum(['pending', 'done']),
  requestedAt: z.number().int(),
  doneAt: z.number().int().nullable(),
});
export type ReceiptRefund = z.infer<typeof ReceiptRefund>;

/** The payment receipt of a paid order (decision 071): what was bought, what was paid, how, and any refund. */
export const OrderReceipt = z.object({
  orderNo: z.string(),
  /** paid, shipping, completed or refunded: a receipt exists once an order was paid. */
  status: orderStatusSchema,
  businessType: orderBusinessTypeSchema,
  item: OrderItem,
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** quantity × unitPrice, before any coupon. */
  totalBefore: z.number().int(),
  /** What the coupon took off (0 without one). */
  discount: z.number().int(),
  coupon: OrderCoupon.nullable(),
  /** What the buyer paid: totalBefore − discount (the order's totalAmount). */
  amountPaid: z.number().int(),
  paidAt: z.number().int(),
  /** The payment that paid it; null when nothing was to pay (a free activity reward paid at once). */
  payment: z
    .object({
      paymentNo: z.string(),
      method: payMethodSchema,
      channelType: payChannelTypeSchema,
      amount: z.number().int(),
    })
    .nullable(),
  /** Its refunds, oldest first (none for most orders). */
  refunds: z.array(ReceiptRefund),
});
export type OrderReceipt = z.infer<typeof OrderReceipt>;

export const getOrderReceipt = defineCall(endpoints.getOrderReceipt, {
  summary:
    'The payment receipt of one of the buyer’s paid orders (paid, shipping, completed or refunded): the item, the amount before and after the coupon, ' +
    'the payment (number, method, channel), the paid time and its refunds with their state. An order never paid, or another user’s, answers 4000006 (not found)',
  tags,
  params: z.object({ orderNo }),
  data: OrderReceipt,
});

/** The data of a 7020072 refusal (decision 071): the caller's own unpaid order that blocks a new one. */
export const OrderExistsData = z.object({ orderNo: z.string() });
export type OrderExistsData = z.infer<typeof OrderExistsData>;

export const confirmReceipt = defineCall(endpoints.confirmReceipt, {
  summary:
    'Confirms that a shipped physical-reward order (status shipping) arrived: it becomes completed. Confirming a completed order again ' +
    'answers it unchanged; any other state (pending, paid and not shipped, closed, cancelled) or another type answers 5000202',
  tags,
  body: z.object({ orderNo }),
  data: Order,
});

export const cancelOrder = defineCall(endpoints.cancelOrder, {
  summary: 'Cancels an unpaid order: its stock returns at once. A paid or ended order answers 5000021',
  tags,
  body: z.object({ orderNo }),
  data: Order,
});

/** A payment method the tenant's cashier offers. */
export const PayMethodOption = z.object({ method: payMethodSchema, name: z.string() });

export const listPayMethods = defineCall(endpoints.listPayMethods, {
  summary:
    "The payment methods of the tenant's cashier (none: 5000024 when paying); the wallet (6 LIANLIAN, channel 2022) only when the user's wallet is open",
  tags,
  data: z.object({ methods: z.array(PayMethodOption) }),
});

export const Payment = z.object({
  paymentNo: z.string(),
  orderNo: z.string(),
  method: payMethodSchema,
  /** Spec §4 channel type: 2013 H5 (the provider's cashier page), 2022 WALLET (paid from the wallet). */
  channelType: payChannelTypeSchema,
  amount: z.number().int(),
  progress: payProgressSchema,
  /**
   * What the cashier does (issue 28): `frame` shows `cashierUrl` inside /pages/iframe/index (the sandbox),
   * `redirect` sends the browser to it (WeChat Pay H5, Alipay), `qr` shows it as a QR code to scan with WeChat
   * (Native, a wide screen), `jsapi` pays inside WeChat with `jsapiParams` (getBrandWCPayRequest).
   */
  cashierUrl: z.string(),
  cashierKind: z.enum(['frame', 'redirect', 'qr', 'jsapi']),
  jsapiParams: z.record(z.string(), z.string()).nullable(),
  orderStatus: orderStatusSchema,
  serverTime: z.number().int(),
});
export type Payment = z.infer<typeof Payment>;

export const createPayment = defineCall(endpoints.createPayment, {
  summary:
    'Starts paying an unpaid order with a method: answers the cashier page to show. Refusals: 5000021 the order is not payable, 5000049 another payment of the order is in flight (a cashier payment left open is closed at its provider first, decision 060), 5000022 method unavailable, 5000024 no method set; the wallet (6): 5000029 not open, 5000022 when open (the wallet is paid with payWithWallet and its password, never in a cashier page)',
  tags,
  body: z.object({
    orderNo,
    method: inputNumber(payMethodSchema),
    /**
     * Spec §4 channel: 2013 H5 (default, a mobile browser), 2011 NATIVE (a QR code on a wide screen), 2012 MP (JSAPI
     * inside WeChat: the buyer's openid must have been learnt through getWechatOauthUrl first, else 5000244).
     */
    channel: inputNumber(z.union([z.literal(2011), z.literal(2012), z.literal(2013)])).optional(),
  }),
  data: Payment,
});

export const getWechatOauthUrl = defineCall(endpoints.getWechatOauthUrl, {
  summary:
    "Paying inside WeChat (JSAPI) needs the buyer's openid: the address of WeChat's web authorization, which comes back to " +
    '/api/pay/wechat/oauth/callback and then to the cashier of the order. 5000240 when the tenant’s WeChat Pay has no official account secret',
  tags,
  body: z.object({ orderNo }),
  data: z.object({ url: z.string() }),
});

export const getPayment = defineCall(endpoints.getPayment, {
  summary: 'Where a payment is (spec §4 progress 1 WAIT … 7 SUCCESS) and its order’s state',
  tags,
  params: z.object({ paymentNo: z.string().regex(/^[0-9A-Z]{8,40}$/, { error: () => msg(ErrorCode.NOT_FOUND) }) }),
  data: Payment,
});

/** A collectible a buyer holds (one serial number of a collection). */
export const HeldCollectible = z.object({
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  mediaKind: mediaKindSchema,
  serial: z.number().int(),
  totalSupply: z.number().int(),
  /** minting until the chain confirms, then held. */
  status: collectibleHoldStatusSchema,
  acquiredAt: z.number().int(),
  /** End of the cooling period before it may be gifted or consigned (PRODUCT.md §6). */
  transferableAt: z.number().int(),
  /** Shown on my public page (setDisplay, decision 028). */
  displayed: z.boolean(),
});
export type HeldCollectible = z.infer<typeof HeldCollectible>;

/** My home's filter of held items (decision 069): on consignment, pledged, frozen by a pending gift. */
export const holdingFilterSchema = z.enum(HOLDING_FILTERS);

export const listMyCollectibles = defineCall(endpoints.listMyCollectibles, {
  summary:
    'My home: the collections I hold, with how many of each, most recently acquired first; keyset cursor. Filters (decision 069): filter=listed (on consignment), pledged (by a synthesis, until its hours pass) or frozen (a gift pending on chain) counts only those items; seriesId only the collections of that series (listMySeries)',
  tags,
  query: z.object({
    filter: holdingFilterSchema.optional(),
    seriesId: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
    cursor,
    pageSize,
  }),
  data: pageOf(
    z.object({
      collection: z.object({
        id: z.number().int(),
        name: z.string(),
        coverUrl: z.string(),
        mediaKind: mediaKindSchema,
        totalSupply: z.number().int(),
      }),
      count: z.number().int(),
      /** Items of it still minting. */
      minting: z.number().int(),
      lastAcquiredAt: z.number().int(),
    }),
  ),
});

export const listMyCollectionItems = defineCall(endpoints.listMyCollectionItems, {
  summary:
    'The serial numbers I hold of one collection, lowest first, all or those of a filter (listed, pledged, frozen); keyset cursor',
  tags,
  query: z.object({ collectionId: catalogueIdSchema, filter: holdingFilterSchema.optional(), cursor, pageSize }),
  data: pageOf(HeldCollectible),
});

export const listMySeries = defineCall(endpoints.listMySeries, {
  summary:
    'My home’s series filter (decision 069): the series of the collections I hold, with how many items of each, in the operator’s order (recommended)',
  tags,
  data: z.object({
    series: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  }),
});

/** Spec §3 collectible, on chain: hash address (the mint transaction), contract address, token ID, certification time. */
export const NftTarget = z.object({
  cardNftId: z.number().int(),
  chainName: z.string(),
  standard: z.string(),
  /** Null until the tenant's contract is deployed. */
  contractAddress: z.string().nullable(),
  /** Decimal: token ids exceed 2^53. */
  tokenId: z.string(),
  ownerAddress: z.string().nullable(),
  /** The mint transaction's hash; null while minting. */
  hashAddress: z.string().nullable(),
  certifiedAt: z.number().int().nullable(),
  status: z.enum(['minting', 'minted', 'burned']),
});
export type NftTarget = z.infer<typeof NftTarget>;

export const TxRecord = z.object({
  kind: z.enum(['mint', 'transfer', 'burn']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: z.enum(['pending', 'confirmed']),
  txHash: z.string().nullable(),
  blockNumber: z.number().int().nullable(),
  time: z.number().int(),
});

export const getNftTarget = defineCall(endpoints.getNftTarget, {
  summary: 'The on-chain facts of one collectible I hold (spec §7)',
  tags,
  params: z.object({ cardNftId: catalogueIdSchema }),
  data: NftTarget,
});

export const getMyCollectible = defineCall(endpoints.getMyCollectible, {
  summary:
    'One collectible I hold: media, serial number, privileges, copyright certificate, on-chain facts (hash, contract, token id, certification time) and tx records',
  tags,
  params: z.object({ cardNftId: catalogueIdSchema }),
  data: HeldCollectible.extend({
    description: z.string(),
    media: z.object({
      kind: mediaKindSchema,
      url: z.string(),
      contentType: z.string(),
      posterUrl: z.string().nullable(),
      sources: z.array(z.object({ url: z.string(), contentType: z.string() })),
    }),
    creator: z.object({ id: z.number().int(), name: z.string(), avatarUrl: z.string() }),
    privileges: z.array(Privilege),
    copyright: z
      .object({
        certificateNo: z.string(),
        holder: z.string(),
        issuer: z.string(),
        certifiedAt: z.number().int(),
        imageUrl: z.string().nullable(),
      })
      .nullable(),
    orderNo: z.string().nullable(),
    /** My open listing of it (on sale, or locked by a buyer's unpaid order); null when not consigned. */
    listing: z
      .object({
        id: z.number().int(),
        price: z.number().int(),
        status: z.enum(['on-sale', 'locked']),
        listedAt: z.number().int(),
      })
      .nullable(),
    chain: NftTarget,
    txRecords: z.array(TxRecord),
    /** Pledged by a synthesis (status pledged): when it comes back; null otherwise (decision 041). */
    pledgeEndsAt: z.number().int().nullable(),
    serverTime: z.number().int(),
  }),
});

/** Everything needed to check a draw once the seed is revealed (PRODUCT.md §5, decision 012). */
export const DrawProof = z.object({
  seedHash: z.string(),
  /** Null until the sale has ended and the seed is revealed. */
  seed: z.string().nullable(),
  /** What the draw hashed with the seed: `<orderNo>:<box index in the order>`. */
  drawInput: z.string(),
  /** The box's remaining stock per item, in item order, just before the draw. */
  remainingBefore: z.array(z.object({ collectionId: z.number().int(), remaining: z.number().int() })),
  /** The number drawn in [0, sum of remainingBefore). */
  ticket: z.number().int(),
});
export type DrawProof = z.infer<typeof DrawProof>;

/** An unopened or opened blind box I bought. */
export const HeldBox = z.object({
  boxId: z.number().int(),
  blindBox: z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string(), saleState: saleStateSchema }),
  orderNo: z.string(),
  acquiredAt: z.number().int(),
  openedAt: z.number().int().nullable(),
  /** What it held, once opened. */
  drawn: HeldCollectible.nullable(),
  /** The draw's proof, once opened (the same as openBox answered; the seed appears once the sale has ended). */
  proof: DrawProof.nullable(),
});
export type HeldBox = z.infer<typeof HeldBox>;

export const listMyBoxes = defineCall(endpoints.listMyBoxes, {
  summary: 'My blind boxes: unopened (opened=0, oldest first) or opened (opened=1, last opened first); keyset cursor',
  tags,
  query: z.object({ opened: z.enum(['0', '1']).default('0'), cursor, pageSize }),
  data: pageOf(HeldBox),
});

export const openBox = defineCall(endpoints.openBox, {
  summary:
    'Opens one of my unopened blind boxes: draws one item with the published odds (weighted by remaining stock), provably fair; the box is used up and the item minted in one step',
  tags,
  body: z.object({ boxId: catalogueIdSchema }),
  data: z.object({ box: HeldBox, drawn: HeldCollectible, proof: DrawProof }),
});
