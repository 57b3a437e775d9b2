import { ErrorCode, type Language, type Order } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { OrderRepository, OrderRow, QuotaKind } from './order.repository';
import type { TenantContext } from '../../http/request-context';

/** What an order's view shows of its drop (the catalogue's `DropForSale` is one). */
export interface OrderDrop {
  name: string;
  coverUrl: string;
  totalSupply: number;
}

/** What the order module reads of its neighbours; wiring/order.ports.ts supplies them. */
export interface OrderPorts {
  /** The catalogue: the ordered drop. */
  drops: {
    find(tenantId: number, kind: 'collection' | 'blindBox', id: number, lang: Language): Promise<OrderDrop | null>;
  };
  /** The collectible module: the serial numbers a paid collection order handed over. */
  serialsOf(tenantId: number, orderId: number): Promise<number[]>;
  /** The payment module: the refund of an ended order, if its money came back. */
  refundOf(tenantId: number, orderId: number): Promise<{ amount: number; at: number } | null>;
  /** The market module: a resale listing an order is for (its item's name, cover, supply and serial). */
  listings: {
    find(tenantId: number, listingId: number, lang: Language): Promise<(OrderDrop & { serial: number }) | null>;
  };
  /** The activity module: an activity order's activity (decision 044); absent: its name reads ''. */
  activities?: {
    find(tenantId: number, activityId: number, lang: Language): Promise<OrderDrop | null>;
  };
  /** The coupon module: the coupon an order used (decision 043); absent: orders show none. */
  coupons?: {
    brief(
      tenantId: number,
      couponId: number,
      lang: Language,
    ): Promise<{ name: string; kind: 'amount' | 'percent'; value: number } | null>;
  };
}

const DAY_MS = 86_400_000;

/** What an order keeps of its address (decision 044): receiver, phone, full address (JSON). */
export interface ShipAddress {
  receiver: string;
  phone: string;
  regionCode: string;
  fullAddress: string;
}

export function shipAddressOf(o: Pick<OrderRow, 'ship_address'>): ShipAddress | null {
  if (!o.ship_address) return null;
  try {
    return JSON.parse(o.ship_address) as ShipAddress;
  } catch {
    return null;
  }
}

const mask = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

function addressOf(o: OrderRow): Order['address'] {
  const a = shipAddressOf(o);
  return a ? { receiver: a.receiver, phoneMasked: mask(a.phone), fullAddress: a.fullAddress } : null;
}

/** The shipping of a physical activity order once paid (decision 044); null otherwise. */
export function shippingOf(o: OrderRow, autoCompleteDays: number): Order['shipping'] {
  if (!o.ship_address || o.paid_at === null || o.status === 'refunded') return null;
  const shippedAt = o.shipped_at === null || o.shipped_at === undefined ? null : Number(o.shipped_at);
  return {
    carrier: o.carrier ?? null,
    trackingNo: o.tracking_no ?? null,
    shippedAt,
    completedAt: o.completed_at === null || o.completed_at === undefined ? null : Number(o.completed_at),
    autoCompleteAt: shippedAt === null ? null : shippedAt + autoCompleteDays * DAY_MS,
  };
}

/**
 * Orders of the primary sale (PRODUCT.md §5, decision 012): what a buyer ordered, its state, its
 * quota. Placing, paying, cancelling and closing are flows (src/flows/) that run this service's steps
 * — each takes the flow's transaction first — beside other modules' steps; an unpaid order ends
 * exactly once (`settle` is conditional), whichever flow comes first.
 */
export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly ports: OrderPorts,
    private readonly clock: Clock,
  ) {}

  byId(tenantId: number, id: number, trx?: Kysely<Database>): Promise<OrderRow | undefined> {
    return this.orders.byId(tenantId, id, trx);
  }

  /** When each of these users first paid an order (any kind; a later refund does not undo it). Invites read it (decision 049). */
  firstPaidAt(tenantId: number, userIds: readonly number[]): Promise<Map<number, number>> {
    return this.orders.firstPaidAt(tenantId, userIds);
  }

  byNo(tenantId: number, orderNo: string): Promise<OrderRow | undefined> {
    return this.orders.byNo(tenantId, orderNo);
  }

  quota(k: { tenantId: number; userId: number; kind: QuotaKind; itemId: number }) {
    return this.orders.quota(k);
  }

  /** Unpaid orders past their deadline (the closer's work), oldest first. */
  expired(limit: number): Promise<OrderRow[]> {
    return this.orders.expired(this.clock(), limit);
  }

  /** Step: moves an unpaid order to paid, closed or cancelled; false when another flow moved it first. */
  settle(
    trx: Kysely<Database>,
    order: OrderRow,
    to: 'paid' | 'closed' | 'cancelled',
    now: number,
    payMethod: number | null = null,
  ) {
    return this.orders.settle(trx, order.id, to, now, payMethod);
  }

  /** Step: the order is no longer the user's unpaid order of its drop; `releaseQty` units go back to their quota. */
  releaseQuota(trx: Kysely<Database>, order: OrderRow, releaseQty = 0): Promise<void> {
    return this.orders.setUnpaid(trx, order, null, releaseQty);
  }

  /** Step: the next `qty` serial numbers of a collection, in the order payments succeed; never reused. */
  nextSerials(trx: Kysely<Database>, tenantId: number, collectionId: number, qty: number): Promise<number[]> {
    return this.orders.nextSerials(trx, tenantId, collectionId, qty);
  }

  /**
   * Step (decision 062): the next `qty` serial numbers of a collection, never past its `supply` — the
   * counter does not move and SUPPLY_EXHAUSTED (5000039) is thrown when they would pass it.
   */
  async nextSerialsWithin(
    trx: Kysely<Database>,
    tenantId: number,
    collectionId: number,
    qty: number,
    supply: number,
  ): Promise<number[]> {
    const serials = await this.orders.nextSerialsWithin(trx, tenantId, collectionId, qty, supply);
    if (!serials) throw new AppError(ErrorCode.SUPPLY_EXHAUSTED);
    return serials;
  }

  /** Step (decision 044): a new activity order (business type 5), unpaid or paid at once. */
  insertActivity(trx: Kysely<Database>, o: Parameters<OrderRepository['insertActivity']>[1]): Promise<OrderRow> {
    return this.orders.insertActivity(trx, o);
  }

  /** Step (decision 044): paid and awaiting shipment → shipping; false otherwise. */
  ship(trx: Kysely<Database>, order: OrderRow, carrier: string, trackingNo: string, now: number): Promise<boolean> {
    return this.orders.ship(trx, order.id, carrier, trackingNo, now);
  }

  /** Step (decision 044): shipping → completed; false when it is not shipping (any more). */
  complete(trx: Kysely<Database>, order: OrderRow, now: number): Promise<boolean> {
    return this.orders.complete(trx, order.id, now);
  }

  /** Shipping orders of every tenant shipped at or before `shippedBy` (the auto-complete job). */
  dueForCompletion(shippedBy: number, limit: number): Promise<OrderRow[]> {
    return this.orders.dueForCompletion(shippedBy, limit);
  }

  shipments(tenantId: number, status: 'awaiting' | 'shipping' | 'completed', limit: number, before?: { at: number; id: number }) {
    return this.orders.shipments(tenantId, status, limit, before);
  }

  /**
   * Step (refund, decision 039): a paid order becomes refunded; false when it is not paid any more. An
   * activity order (decision 066) may also be refunded while shipping or completed: from the status the
   * caller read, so a racing ship or completion and the refund have one winner.
   */
  refundPaid(trx: Kysely<Database>, order: OrderRow, now: number): Promise<boolean> {
    const from = order.status === 'shipping' || order.status === 'completed' ? order.status : 'paid';
    return this.orders.refundPaid(trx, order.id, now, from);
  }

  /** Step (refund): the refunded units no longer count against the buyer's per-user limit. */
  releaseTaken(trx: Kysely<Database>, order: OrderRow): Promise<void> {
    return this.orders.releaseTaken(trx, order, order.quantity);
  }

  /** The order as something to pay (the payment module's `Payable`), or null when there is none. */
  payable(o: OrderRow | undefined) {
    if (!o) return null;
    return {
      ref: { kind: 'order' as const, id: o.id },
      no: o.order_no,
      userId: o.user_id,
      amount: Number(o.total_amount),
      status: o.status,
      open: o.status === 'pending_payment',
      expiresAt: Number(o.expires_at),
    };
  }

  /** An order by its number as something to pay (the payment module's lookup), or null. */
  async payableByNo(tenantId: number, orderNo: string) {
    return this.payable(await this.byNo(tenantId, orderNo));
  }

  /** An order by id as something to pay (the payment module's lookup), or null. */
  async payableById(tenantId: number, id: number) {
    return this.payable(await this.byId(tenantId, id));
  }

  /** An order's number (a held item, a used coupon show it), or null when there is no such order. */
  async orderNoOf(tenantId: number, id: number): Promise<string | null> {
    return (await this.byId(tenantId, id))?.order_no ?? null;
  }

  /**
   * The buyer's standing on a drop, as the detail pages show it: units held against the limit (an
   * unpaid order past its time no longer counts: placing closes it first), what they may order now,
   * and their unpaid order still within its time — of this drop, else of any drop or listing (one
   * unpaid order per user, decision 033).
   */
  async standing(
    tenantId: number,
    userId: number,
    kind: QuotaKind,
    itemId: number,
    perUserLimit: number,
  ): Promise<{ taken: number; allowance: number; unpaidOrderNo: string | null }> {
    const quota = await this.orders.quota({ tenantId, userId, kind, itemId });
    let taken = quota?.taken ?? 0;
    let unpaidOrderNo: string | null = null;
    if (quota?.unpaid_order_id) {
      const unpaid = await this.orders.byId(tenantId, quota.unpaid_order_id);
      if (unpaid && unpaid.status === 'pending_payment') {
        if (unpaid.expires_at > this.clock()) unpaidOrderNo = unpaid.order_no;
        else taken -= unpaid.quantity;
      }
    }
    taken = Math.max(0, taken);
    if (!unpaidOrderNo) {
      // An unpaid order of another drop or of a listing blocks this one too (decision 033): name it.
      const other = await this.orders.unpaidOf(tenantId, userId);
      if (other && other.expires_at > this.clock()) unpaidOrderNo = other.order_no;
    }
    return { taken, allowance: unpaidOrderNo ? 0 : Math.max(0, perUserLimit - taken), unpaidOrderNo };
  }

  /** The user's unpaid order of any kind (at most one: an unpaid order blocks a new one), if any. */
  unpaidOf(tenantId: number, userId: number): Promise<OrderRow | undefined> {
    return this.orders.unpaidOf(tenantId, userId);
  }

  /** The user's own order, or "not found" (another user's order number answers the same). */
  async mine(tenant: TenantContext, userId: number, orderNo: string): Promise<OrderRow> {
    const order = await this.orders.byNo(tenant.id, orderNo);
    if (!order || order.user_id !== userId) throw notFound();
    return order;
  }

  async get(tenant: TenantContext, userId: number, orderNo: string, lang: Language): Promise<Order> {
    return this.view(tenant, await this.mine(tenant, userId, orderNo), lang);
  }

  async list(
    tenant: TenantContext,
    userId: number,
    q: { status?: OrderRow['status']; businessType?: number; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<{ items: Order[]; nextCursor: string | null }> {
    const before = q.cursor === undefined ? undefined : Number(q.cursor);
    if (before !== undefined && !(Number.isInteger(before) && before > 0)) throw new AppError(ErrorCode.VALIDATION_FAILED);
    const rows = await this.orders.list(tenant.id, userId, q.status, q.pageSize + 1, before, q.businessType);
    const page = rows.slice(0, q.pageSize);
    return {
      items: await Promise.all(page.map((r) => this.view(tenant, r, lang))),
      nextCursor: rows.length > q.pageSize ? String(page.at(-1)!.id) : null,
    };
  }

  async view(tenant: TenantContext, o: OrderRow, lang: Language, known?: OrderDrop): Promise<Order> {
    if (o.item_kind === 'activity') {
      const a = known ?? (await this.ports.activities?.find(tenant.id, o.item_id, lang)) ?? null;
      return this.shape(tenant, o, a, [], lang);
    }
    if (o.item_kind === 'listing') {
      const listing = await this.ports.listings.find(tenant.id, o.item_id, lang);
      return this.shape(tenant, o, listing, listing ? [listing.serial] : [], lang);
    }
    const drop = known ?? (await this.ports.drops.find(tenant.id, o.item_kind, o.item_id, lang));
    // Serials exist only once paid: an unpaid order (the purchase path's answer) needs no lookup.
    const serials =
      o.item_kind === 'collection' && o.status !== 'pending_payment' ? await this.ports.serialsOf(tenant.id, o.id) : [];
    return this.shape(tenant, o, drop, serials, lang);
  }

  private async couponOf(tenantId: number, o: OrderRow, lang: Language): Promise<Order['coupon']> {
    if (o.coupon_id === null || o.coupon_id === undefined || !this.ports.coupons) return null;
    const c = await this.ports.coupons.brief(tenantId, o.coupon_id, lang);
    const discount = Number(o.discount_amount ?? 0);
    return {
      id: o.coupon_id,
      name: c?.name ?? '',
      kind: c?.kind ?? 'amount',
      value: c?.value ?? discount,
      discount,
      totalBefore: Number(o.unit_price) * o.quantity,
    };
  }

  private async shape(
    tenant: TenantContext,
    o: OrderRow,
    drop: OrderDrop | null,
    serials: number[],
    lang: Language,
  ): Promise<Order> {
    const refund =
      o.status === 'closed' || o.status === 'cancelled' || o.status === 'refunded'
        ? await this.ports.refundOf(tenant.id, o.id)
        : null;
    return {
      orderNo: o.order_no,
      status: o.status,
      businessType: o.business_type === 3 ? 3 : o.business_type === 7 ? 7 : o.business_type === 5 ? 5 : 4,
      item: { kind: o.item_kind, id: o.item_id, name: drop?.name ?? '', coverUrl: drop?.coverUrl ?? '' },
      quantity: o.quantity,
      unitPrice: Number(o.unit_price),
      totalAmount: Number(o.total_amount),
      createdAt: Number(o.created_at),
      expiresAt: Number(o.expires_at),
      paidAt: o.paid_at === null ? null : Number(o.paid_at),
      endedAt: o.ended_at === null ? null : Number(o.ended_at),
      payMethod: (o.pay_method ?? null) as Order['payMethod'],
      serials,
      totalSupply: drop?.totalSupply ?? 0,
      refund,
      coupon: await this.couponOf(tenant.id, o, lang),
      address: addressOf(o),
      shipping: shippingOf(o, tenant.settings.orderAutoCompleteDays),
      serverTime: this.clock(),
    };
  }
}
