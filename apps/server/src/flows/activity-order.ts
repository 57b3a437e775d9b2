import { confirmActivityOrder, ErrorCode, type Language, type Order } from '@curio/contract';
import type { Kysely } from 'kysely';
import { newBusinessNo } from '../business-no';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../errors';
import { physicalOf, requirementsOf, type ActivityRow, type ActivityService } from '../modules/activity/index';
import type { AddressService } from '../modules/address/index';
import type { ChainService } from '../modules/chain/index';
import type { CollectibleService } from '../modules/collectible/index';
import type { CouponForOrder, CouponService } from '../modules/coupon/index';
import type { InboxService } from '../modules/inbox/index';
import type { OrderServices } from '../modules/order/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { activeUserId } from '../http/active-user';
import { registerCall } from '../plugins/register-call';
import type { Buyers } from './buyers';
import { selectItems } from './cast';
import type { CloseExpiredOrders } from './close-expired-orders';
import { defineFlow } from './define-flow';
import { orderExists } from './place-order';
import type { TenantContext } from '../http/request-context';

export interface ActivityOrderDeps {
  db: Kysely<Database>;
  activities: ActivityService;
  collectibles: Pick<CollectibleService, 'castableOf' | 'owned' | 'takeForCast'>;
  orders: OrderServices;
  addresses: Pick<AddressService, 'snapshot'>;
  coupons: Pick<CouponService, 'forOrder' | 'use' | 'grantIn'>;
  buyers: Buyers;
  chain: Pick<ChainService, 'enqueueBurn' | 'notify'>;
  inbox: Pick<InboxService, 'add'>;
  closer: Pick<CloseExpiredOrders, 'closeOne'>;
  clock: Clock;
}

export interface ActivityOrderInput {
  activityId: number;
  cardNftIds: number[];
  addressId?: number;
  couponId?: number;
}

/**
 * Confirming an order of a coupon or physical-reward activity (issue 19, decision 044): an order of
 * business type 5. Checked first like a cast (the activity, its kind, the user's real name and chain
 * account, the window, the stock, the per-user limit, the selection), then the address (physical) and the
 * coupon (priced orders). Then ONE transaction: one result taken from the stock (conditional update), one
 * order of the user's quota (conditional upsert), the order (one unpaid order per user: the orders'
 * partial unique index), the coupon used by it, the items (spend: burned, only on free activities; hold:
 * marked used for the activity by this order), and for a free order its outcome at once: a coupon activity
 * grants the coupon (completed), a physical one awaits shipment (paid). A priced order waits for its
 * payment; closing or cancelling it gives back stock, quota, coupon and held items once (end-order.ts).
 */
export class ActivityOrder {
  constructor(private readonly d: ActivityOrderDeps) {}

  confirm(tenant: TenantContext, userId: number, input: ActivityOrderInput, lang: Language): Promise<Order> {
    return this.place(tenant, userId, input, lang, false);
  }

  /** `again`: this is the retry after an order number another process had given out (at most one). */
  private async place(
    tenant: TenantContext,
    userId: number,
    input: ActivityOrderInput,
    lang: Language,
    again: boolean,
  ): Promise<Order> {
    const { activities } = this.d;
    const now = this.d.clock();
    const a = await activities.byId(tenant.id, input.activityId);
    if (!a || a.enabled !== 1) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    if (a.kind === 'cast') throw new AppError(ErrorCode.ACTIVITY_KIND_MISMATCH);
    await this.d.buyers.requireOpened(tenant, userId);
    const chainAddress = await this.d.buyers.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL);
    if (!chainAddress) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT);
    const closed = activities.windowRefusal(a, now);
    if (closed !== null) throw new AppError(closed);
    if (a.cast_count >= a.stock) throw new AppError(ErrorCode.CLAIMS_EXHAUSTED);
    if ((await activities.ordersOf(tenant.id, a.id, userId)) >= a.per_user_limit)
      throw new AppError(ErrorCode.ACTIVITY_ORDER_LIMIT);
    const reqs = requirementsOf(a);
    if (reqs.length === 0 && input.cardNftIds.length > 0) throw new AppError(ErrorCode.SELECT_REQUIRED);
    const selected = reqs.length === 0 ? [] : await selectItems(this.d, tenant.id, userId, a, input.cardNftIds, now);
    let shipAddress: string | null = null;
    if (a.kind === 'physical') {
      if (input.addressId === undefined) throw new AppError(ErrorCode.SELECT_REQUIRED);
      shipAddress = JSON.stringify(await this.d.addresses.snapshot(tenant.id, userId, input.addressId));
    }
    const price = a.kind === 'physical' ? Number(a.price) : 0;
    let coupon: CouponForOrder | undefined;
    if (input.couponId !== undefined) {
      if (price === 0) throw new AppError(ErrorCode.COUPON_NOT_APPLICABLE);
      coupon = await this.d.coupons.forOrder(
        tenant.id,
        userId,
        input.couponId,
        { businessType: 5, collectionId: null, total: price },
        now,
      );
    }
    const rewardName = a.kind === 'coupon' ? await this.nameOf(a, lang) : '';
    const spend = a.mode === 'spend';
    if (spend && price > 0) throw new Error(`activity ${a.id}: a priced activity cannot spend items (decision 044)`);
    const orderNo = newBusinessNo(now);
    try {
      const row = await this.d.db.transaction().execute(async (trx) => {
        await activities.takeOne(trx, a, now);
        await activities.takeQuota(trx, a, userId);
        let order = await this.d.orders.orders.insertActivity(trx, {
          tenantId: tenant.id,
          orderNo,
          userId,
          activityId: a.id,
          price,
          paid: price === 0,
          completed: price === 0 && a.kind === 'coupon',
          shipAddress,
          expiresAt: now + tenant.settings.orderPayTimeoutSeconds * 1000,
          now,
        });
        if (coupon) {
          await this.d.coupons.use(trx, tenant.id, userId, coupon.couponId, order.id, now);
          order = await this.d.orders.rows.setCoupon(trx, order, coupon.couponId, coupon.discount);
        }
        const ids = selected.map((i) => i.id);
        if (ids.length > 0) {
          const taken = await this.d.collectibles.takeForCast(trx, tenant.id, userId, ids, {
            spend,
            freeBy: spend && a.cooling_blocks === 1 ? now : null,
          });
          if (taken.length !== ids.length) throw new AppError(ErrorCode.SELECT_REQUIRED);
          await activities.holdForOrder(trx, a, order.id, userId, ids, spend, now);
          if (spend)
            for (const item of taken)
              await this.d.chain.enqueueBurn(trx, tenant, { tokenId: BigInt(item.token_id), from: chainAddress });
        }
        if (a.kind === 'coupon' && price === 0) {
          if (a.coupon_template_id === null) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
          await this.d.coupons.grantIn(trx, tenant.id, userId, a.coupon_template_id, now);
          await this.d.inbox.add(trx, tenant.id, userId, {
            kind: 'coupon_granted',
            ref: `order:${order.order_no}`,
            params: { orderNo: order.order_no, activityId: a.id, collection: rewardName },
            at: now,
          });
        }
        return order;
      });
      this.d.chain.notify();
      return this.d.orders.orders.view(tenant, row, lang);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // The order's number, given out by another process in the same millisecond (decision 090; the transaction
      // rolled back, so an order under it is another's): the order is placed again under a new number, and the
      // buyer never hears of it.
      if (!again && (await this.d.orders.orders.byNo(tenant.id, orderNo))) return this.place(tenant, userId, input, lang, true);
      // One unpaid order per user (decision 033): one past its deadline is closed and the order tried again.
      const blocking = await this.d.orders.orders.unpaidOf(tenant.id, userId);
      if (blocking && blocking.expires_at <= now) {
        await this.d.closer.closeOne(blocking);
        return this.place(tenant, userId, input, lang, again);
      }
      if (blocking) throw orderExists(blocking);
      // Else an item held by another live order of this activity.
      throw new AppError(ErrorCode.CAST_ITEM_USED);
    }
  }

  private async nameOf(a: ActivityRow, lang: Language): Promise<string> {
    return (await this.d.activities.orderBrief(a.tenant_id, a.id, lang))?.rewardName ?? physicalOf(a)?.name.en ?? '';
  }
}

declare module './flows.types' {
  interface Flows {
    /** Confirming a coupon or physical-reward activity order (business type 5, decision 044). */
    activityOrder: ActivityOrder;
  }
}

export const activityOrderFlow = defineFlow({
  key: 'activityOrder',
  build: ({ app, db, clock, flows }) =>
    new ActivityOrder({
      db,
      activities: app.activity.activities,
      collectibles: app.collectible.collectibles,
      orders: app.order,
      addresses: app.address.addresses,
      coupons: app.coupon.coupons,
      buyers: app.identity.chainAccounts,
      chain: app.chain.outbox,
      inbox: app.inbox.inbox,
      closer: flows.closeExpiredOrders,
      clock,
    }),
  routes(app, flow) {
    registerCall(app, confirmActivityOrder, (req) => flow.confirm(req.tenant, activeUserId(req), req.body, req.lang), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
  },
});
