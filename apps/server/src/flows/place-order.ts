import { ErrorCode, placeOrder, type Language, type Order, type OrderExistsData } from '@curio/contract';
import type { Kysely } from 'kysely';
import { newBusinessNo } from '../business-no';
import type { Clock } from '../clock';
import { transactionsFor, type Transactions } from '../db/group-commit';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError, notFound } from '../errors';
import type { DropForSale, DropStock } from '../modules/catalogue/index';
import type { CouponForOrder, CouponService } from '../modules/coupon/index';
import type { ListingService } from '../modules/market/index';
import type { OrderRepository, OrderRow, OrderServices } from '../modules/order/index';
import { activeUserId } from '../http/active-user';
import { registerCall } from '../plugins/register-call';
import type { CloseExpiredOrders } from './close-expired-orders';
import type { Buyers } from './buyers';
import { defineFlow } from './define-flow';
import type { TenantContext } from '../http/request-context';

/**
 * 7020072 (decision 071): the refusal names the caller's own unpaid order that blocks — `blocking` is
 * always read by the caller's tenant and user id — so the storefront can lead to it; data null when it
 * ended meanwhile.
 */
export function orderExists(blocking: Pick<OrderRow, 'order_no' | 'status'> | undefined): AppError {
  const data: OrderExistsData | null = blocking?.status === 'pending_payment' ? { orderNo: blocking.order_no } : null;
  return new AppError(ErrorCode.ORDER_EXISTS, {}, data);
}

export class QuotaRefused extends Error {}
export class StockRefused extends Error {}
/** The listing was not on sale when the order tried to lock it. */
class ListingRefused extends Error {}

/** A listing sold or taken off the shelf: a buyer is told it is sold out (7020064). */
const listingGone = (status: string) => status === 'sold' || status === 'cancelled' || status === 'taken_down';

/**
 * The purchase's three writes, in the caller's transaction (the flash-sale benchmark's raw loop runs the
 * same function): the order (one unpaid order per user: the orders' partial unique index refuses a
 * second, decision 033), then the user's quota (paid + unpaid within the limit), then the drop's shared
 * stock row last, so that row is locked only until the commit. Throws
 * QuotaRefused or StockRefused (the caller rolls back: nothing changed).
 */
export async function reserve(
  trx: Kysely<Database>,
  orders: OrderRepository,
  stock: DropStock,
  tenant: TenantContext,
  userId: number,
  drop: DropForSale,
  businessType: 3 | 4,
  quantity: number,
  now: number,
  coupon?: (trx: Kysely<Database>, row: OrderRow) => Promise<OrderRow>,
): Promise<OrderRow> {
  // The order first: an unpaid order of the user (any drop or listing) refuses it (a unique index).
  const row = await orders.insertUnpaid(trx, {
    tenantId: tenant.id,
    orderNo: newBusinessNo(now),
    userId,
    businessType,
    kind: drop.kind,
    itemId: drop.id,
    quantity,
    unitPrice: drop.price,
    expiresAt: now + tenant.settings.orderPayTimeoutSeconds * 1000,
    now,
  });
  if (quantity > drop.perUserLimit) throw new QuotaRefused();
  const key = { tenantId: tenant.id, userId, kind: drop.kind, itemId: drop.id };
  if (!(await orders.takeQuota(trx, key, quantity, drop.perUserLimit, row.id))) throw new QuotaRefused();
  // A coupon (decision 043), only when one is given: used by this order (conditional) and the total set.
  const placed = coupon ? await coupon(trx, row) : row;
  if (!(await stock.take(trx, tenant.id, drop.kind, drop.id, quantity))) throw new StockRefused();
  return placed;
}

export interface PlaceOrderInput {
  businessType: 3 | 4 | 7;
  itemId: number;
  quantity: number;
  /** One of the buyer's coupons (decision 043). */
  couponId?: number;
}

export interface PlaceOrderDeps {
  orders: OrderServices;
  stock: DropStock;
  buyers: Pick<Buyers, 'requireOpened'>;
  closer: CloseExpiredOrders;
  clock: Clock;
  /** The purchase's transaction: shared by the buyers who arrive together (group commit). */
  reservations: Transactions;
  /** The resale market's listings (businessType 7). */
  market: Pick<ListingService, 'byId' | 'lock'>;
  /** The coupon module's steps (decision 043): checked before the transaction, used in it. */
  coupons: Pick<CouponService, 'forOrder' | 'use'>;
}

/**
 * Placing an order of the primary sale (PRODUCT.md §5, decision 012): the drop (catalogue, cached for
 * a second), its window, sold out or not, the buyer's chain account (identity), then one transaction
 * of three writes (`reserve`) — the order, the user's quota, the drop's stock (never below zero) — so
 * a refusal changes nothing and a rush never oversells. The hot path: nothing more is awaited before
 * the group commit than these.
 */
export class PlaceOrder {
  constructor(private readonly d: PlaceOrderDeps) {}

  async place(tenant: TenantContext, userId: number, input: PlaceOrderInput, lang: Language): Promise<Order> {
    if (input.businessType === 7) return this.placeListing(tenant, userId, input, lang);
    const kind = input.businessType === 3 ? 'blindBox' : 'collection';
    const drop = await this.d.stock.forSale(tenant.id, kind, input.itemId, lang);
    if (!drop || !drop.listed) throw notFound();
    const now = this.d.clock();
    if (now < drop.saleStart || (drop.saleEnd !== null && now >= drop.saleEnd)) throw new AppError(ErrorCode.LOCKED);
    // The sold-out path reads nothing more and writes nothing: whoever asks, a sold-out drop is sold out.
    if (drop.soldCount >= drop.totalSupply) throw new AppError(ErrorCode.SOLD_OUT);
    await this.d.buyers.requireOpened(tenant, userId);
    const coupon =
      input.couponId === undefined
        ? undefined
        : await this.couponFor(
            tenant.id,
            userId,
            input.couponId,
            {
              businessType: input.businessType,
              collectionId: kind === 'collection' ? drop.id : null,
              total: drop.price * input.quantity,
            },
            now,
          );
    const row = await this.placeIn(tenant, userId, drop, input, now, lang, true, coupon);
    return this.d.orders.orders.view(tenant, row, lang, drop);
  }

  private async placeIn(
    tenant: TenantContext,
    userId: number,
    drop: DropForSale,
    input: PlaceOrderInput,
    now: number,
    lang: Language,
    retry: boolean,
    coupon?: CouponForOrder,
  ): Promise<OrderRow> {
    const { orders, stock } = this.d;
    const useCoupon = coupon && this.couponStep(tenant, userId, coupon, now);
    try {
      return await this.d.reservations.run((trx) =>
        reserve(trx, orders.rows, stock, tenant, userId, drop, input.businessType as 3 | 4, input.quantity, now, useCoupon),
      );
    } catch (err) {
      if (isUniqueViolation(err)) {
        // A drop sold out meanwhile says so first, as it does when known before the transaction.
        const fresh = await stock.refresh(tenant.id, drop.kind, drop.id, lang);
        if (fresh && fresh.soldCount >= fresh.totalSupply) throw new AppError(ErrorCode.SOLD_OUT);
        return this.afterUnpaidBlocks(tenant, userId, now, retry, () =>
          this.placeIn(tenant, userId, drop, input, now, lang, false, coupon),
        );
      }
      if (err instanceof StockRefused) {
        const fresh = await stock.refresh(tenant.id, drop.kind, drop.id, lang);
        throw new AppError(fresh && fresh.soldCount >= fresh.totalSupply ? ErrorCode.SOLD_OUT : ErrorCode.INVENTORY_SHORTAGE);
      }
      if (!(err instanceof QuotaRefused)) throw err;
      // A drop sold out meanwhile says so first, as it does when known before the transaction.
      const fresh = await stock.refresh(tenant.id, drop.kind, drop.id, lang);
      if (fresh && fresh.soldCount >= fresh.totalSupply) throw new AppError(ErrorCode.SOLD_OUT);
      const quota = await orders.orders.quota({ tenantId: tenant.id, userId, kind: drop.kind, itemId: drop.id });
      if (quota?.unpaid_order_id) {
        // An unpaid order past its deadline that the closer has not reached yet: close it now, then try again.
        const blocking = await orders.orders.byId(tenant.id, quota.unpaid_order_id);
        if (retry && blocking && blocking.status === 'pending_payment' && blocking.expires_at <= now) {
          await this.d.closer.closeOne(blocking);
          return this.placeIn(tenant, userId, drop, input, now, lang, false, coupon);
        }
        throw orderExists(blocking);
      }
      throw new AppError(ErrorCode.ORDER_LIMIT);
    }
  }

  /**
   * The coupon's checks (before the transaction). A coupon still held by the buyer's own unpaid order past
   * its deadline, which the closer has not reached yet, comes back first: that order is closed now (as an
   * unpaid order blocking a new one is) and the coupon checked again, once.
   */
  private async couponFor(
    tenantId: number,
    userId: number,
    couponId: number,
    target: { businessType: number; collectionId: number | null; total: number },
    now: number,
  ): Promise<CouponForOrder> {
    try {
      return await this.d.coupons.forOrder(tenantId, userId, couponId, target, now);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== ErrorCode.COUPON_NOT_USABLE) throw err;
      const blocking = await this.d.orders.orders.unpaidOf(tenantId, userId);
      if (!blocking || blocking.coupon_id !== couponId || blocking.expires_at > now) throw err;
      await this.d.closer.closeOne(blocking);
      return this.d.coupons.forOrder(tenantId, userId, couponId, target, now);
    }
  }

  /** The coupon's writes in the order's transaction: the coupon used by this order (once), the order's total. */
  private couponStep(tenant: TenantContext, userId: number, coupon: CouponForOrder, now: number) {
    return async (trx: Kysely<Database>, row: OrderRow): Promise<OrderRow> => {
      await this.d.coupons.use(trx, tenant.id, userId, coupon.couponId, row.id, now);
      return this.d.orders.rows.setCoupon(trx, row, coupon.couponId, coupon.discount);
    };
  }

  /**
   * An unpaid order of the user (any drop or listing) blocked the new one (spec §5, decision 033: one
   * unpaid order per user, a partial unique index on orders). One past its deadline that the closer has
   * not reached yet is closed now and the order tried again, once; else 7020072.
   */
  private async afterUnpaidBlocks<T>(
    tenant: TenantContext,
    userId: number,
    now: number,
    retry: boolean,
    again: () => Promise<T>,
  ): Promise<T> {
    const blocking = await this.d.orders.orders.unpaidOf(tenant.id, userId);
    if (retry && blocking && blocking.expires_at <= now) {
      await this.d.closer.closeOne(blocking);
      return again();
    }
    throw orderExists(blocking);
  }

  /**
   * Buying a resale listing (businessType 7, decision 033): the listing on sale and not mine, quantity 1,
   * my chain account; then one transaction: the unpaid order (one per user) and the listing locked to
   * it by a conditional update — of any number of buyers rushing one listing, one order locks it, the
   * others are refused (7020073) and nothing of theirs is written. A listing sold or taken off the shelf
   * answers 7020064 (sold out), before and after the lock. The order is then paid through the
   * cashier like any other; its close or cancel unlocks the listing (end-order.ts).
   */
  private async placeListing(tenant: TenantContext, userId: number, input: PlaceOrderInput, lang: Language): Promise<Order> {
    const listing = await this.d.market.byId(tenant.id, input.itemId);
    if (!listing) throw notFound();
    // Sold, or taken off the shelf: to a buyer the one item is gone (spec §8 7020064, not 5000090).
    if (listingGone(listing.status)) throw new AppError(ErrorCode.SOLD_OUT);
    if (listing.seller_id === userId) throw new AppError(ErrorCode.OWN_LISTING);
    if (input.quantity !== 1) throw new AppError(ErrorCode.ORDER_LIMIT);
    if (listing.status === 'locked') throw new AppError(ErrorCode.LOCKED);
    await this.d.buyers.requireOpened(tenant, userId);
    const now = this.d.clock();
    const coupon =
      input.couponId === undefined
        ? undefined
        : await this.couponFor(
            tenant.id,
            userId,
            input.couponId,
            { businessType: 7, collectionId: listing.collection_id, total: Number(listing.price) },
            now,
          );
    const row = await this.placeListingIn(tenant, userId, input.itemId, Number(listing.price), now, true, coupon);
    return this.d.orders.orders.view(tenant, row, lang);
  }

  private async placeListingIn(
    tenant: TenantContext,
    userId: number,
    listingId: number,
    price: number,
    now: number,
    retry: boolean,
    coupon?: CouponForOrder,
  ): Promise<OrderRow> {
    const { orders, market } = this.d;
    try {
      return await this.d.reservations.run(async (trx) => {
        const row = await orders.rows.insertUnpaid(trx, {
          tenantId: tenant.id,
          orderNo: newBusinessNo(now),
          userId,
          businessType: 7,
          kind: 'listing',
          itemId: listingId,
          quantity: 1,
          unitPrice: price,
          expiresAt: now + tenant.settings.orderPayTimeoutSeconds * 1000,
          now,
        });
        if (!(await market.lock(trx, tenant.id, listingId, row.id, now))) throw new ListingRefused();
        return coupon ? this.couponStep(tenant, userId, coupon, now)(trx, row) : row;
      });
    } catch (err) {
      if (err instanceof ListingRefused) {
        const fresh = await market.byId(tenant.id, listingId);
        throw new AppError(!fresh || listingGone(fresh.status) ? ErrorCode.SOLD_OUT : ErrorCode.LOCKED);
      }
      if (isUniqueViolation(err))
        return this.afterUnpaidBlocks(tenant, userId, now, retry, () =>
          this.placeListingIn(tenant, userId, listingId, price, now, false, coupon),
        );
      throw err;
    }
  }
}

declare module './flows.types' {
  interface Flows {
    /** Placing an order: a drop, an activity's or a resale listing (the group commit on SQLite). */
    placeOrder: PlaceOrder;
  }
}

export const placeOrderFlow = defineFlow({
  key: 'placeOrder',
  build: ({ app, db, clock, stock, flows }) =>
    new PlaceOrder({
      orders: app.order,
      stock,
      buyers: app.identity.chainAccounts,
      closer: flows.closeExpiredOrders,
      clock,
      // PostgreSQL: half the pool's connections may carry batches at once; the rest serve the reads around them.
      reservations: transactionsFor(db, app.db.dialect, Math.floor(app.config.pgPoolMax / 2)),
      market: app.market.listings,
      coupons: app.coupon.coupons,
    }),
  routes(app, flow) {
    registerCall(app, placeOrder, (req) => flow.place(req.tenant, activeUserId(req), req.body, req.lang), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
  },
});
