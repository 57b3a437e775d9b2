// The console's shipping queue (issue 19, decision 044). A physical-reward activity order, once paid, is
// 'awaiting' shipment; the operator ships it with a carrier and a tracking number ('shipping'); the user
// confirms receipt, or the job completes it order.autoCompleteDays (tenant setting, default 10) after it
// shipped ('completed'). The operator sees the full address with the receiver's full phone number (that is
// what a parcel label needs); listing is not audited, shipping is.
import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { inputNumber, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

const tags = ['operator'] as const;
const msg = (code: number) => String(code);

export const SHIPMENT_STATUSES = ['awaiting', 'shipping', 'completed'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES);

export const SHIP_CARRIER_MAX = 30;
export const SHIP_TRACKING_MAX = 40;

export const ConsoleShipment = z.object({
  orderNo: z.string(),
  status: shipmentStatusSchema,
  activity: z.object({ id: z.number().int(), name: z.string(), rewardName: z.string(), imageUrl: z.string() }),
  user: z.object({ id: z.number().int(), phoneMasked: z.string(), nickname: z.string() }),
  /** The order's address snapshot, unmasked (for the parcel label). */
  address: z.object({ receiver: z.string(), phone: z.string(), fullAddress: z.string() }),
  /** Fen paid (after any coupon); 0 for a free reward. */
  totalAmount: z.number().int(),
  paidAt: z.number().int(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.number().int().nullable(),
  /** shippedAt + the tenant's order.autoCompleteDays; null until shipped. */
  autoCompleteAt: z.number().int().nullable(),
  completedAt: z.number().int().nullable(),
});
export type ConsoleShipment = z.infer<typeof ConsoleShipment>;

export const consoleListShipments = defineCall(endpoints.consoleListShipments, {
  summary:
    "The tenant's physical-reward orders of one shipping state: awaiting (paid, not shipped: oldest paid first), shipping (last " +
    'shipped first), completed (last completed first); keyset by an opaque cursor (before)',
  tags,
  query: z.object({
    status: shipmentStatusSchema.default('awaiting'),
    limit: inputNumber(z.number().int().min(1).max(200).default(50)),
    before: z.string().max(200).optional(),
  }),
  data: z.object({ items: z.array(ConsoleShipment), nextBefore: z.string().nullable() }),
});

export const shipOrder = defineCall(endpoints.shipOrder, {
  summary:
    'Marks a paid physical-reward order shipped with a carrier and a tracking number: it becomes shipping and the user gets an inbox ' +
    'message. Only an order awaiting shipment (5000203 otherwise: unpaid, another type, shipped or completed already; another ' +
    "tenant's or unknown: 5000203 too). Audited",
  tags,
  params: z.object({ orderNo: z.string().regex(/^[0-9A-Z]{8,32}$/, { error: () => msg(ErrorCode.ORDER_NOT_SHIPPABLE) }) }),
  body: z.object({
    carrier: textSchema({ max: SHIP_CARRIER_MAX }),
    trackingNo: textSchema({ max: SHIP_TRACKING_MAX }).refine((v) => /^[0-9A-Za-z-]+$/.test(v), {
      error: msg(ErrorCode.VALIDATION_FAILED),
    }),
  }),
  data: ConsoleShipment,
});
