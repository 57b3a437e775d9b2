import {
  confirmReceipt,
  consoleListShipments,
  ErrorCode,
  shipOrder,
  type ConsoleShipment,
  type Language,
  type Order,
  type ShipmentStatus,
} from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { AuditRecorder, TenantContext } from '../http/request-context';
import { AppError } from '../errors';
import type { ActivityService } from '../modules/activity/index';
import type { InboxService } from '../modules/inbox/index';
import { shipAddressOf, shippingOf, type OrderRow, type OrderService } from '../modules/order/index';
import { registerCall } from '../plugins/register-call';
import { defineFlow, uid } from './define-flow';

const DAY_MS = 86_400_000;

export interface ShippingDeps {
  db: Kysely<Database>;
  orders: OrderService;
  activities: Pick<ActivityService, 'orderBrief'>;
  inbox: Pick<InboxService, 'add'>;
  /** The identity module: users' nickname and masked phone. */
  users: { cards(tenantId: number, ids: readonly number[]): Promise<Map<number, { nickname: string; maskedPhone: string }>> };
  tenantOf(id: number): Promise<TenantContext | null | undefined>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Shipping physical-reward orders (issue 19, decision 044): paid (awaiting shipment) → shipping (the
 * operator's carrier and tracking number) → completed (the user confirms receipt, or the job completes it
 * order.autoCompleteDays after it shipped). Each move is a conditional update in its own transaction with
 * its inbox event (and the operator's audit row), so a move happens once whoever races it.
 */
export class Shipping {
  constructor(private readonly d: ShippingDeps) {}

  /** The user confirms receipt: shipping → completed; completed answers as it is; else 5000202. */
  async confirmReceipt(tenant: TenantContext, userId: number, orderNo: string, lang: Language): Promise<Order> {
    const o = await this.d.orders.mine(tenant, userId, orderNo);
    if (o.status === 'completed' && o.business_type === 5) return this.d.orders.view(tenant, o, lang);
    if (o.status !== 'shipping') throw new AppError(ErrorCode.ORDER_NOT_CONFIRMABLE);
    const done = await this.completeOne(o, false);
    const fresh = (await this.d.orders.byId(tenant.id, o.id))!;
    if (!done && fresh.status !== 'completed') throw new AppError(ErrorCode.ORDER_NOT_CONFIRMABLE);
    return this.d.orders.view(tenant, fresh, lang);
  }

  private async completeOne(o: OrderRow, auto: boolean): Promise<boolean> {
    const now = this.d.clock();
    // Read before the transaction (SQLite has one connection: no reads outside it while it is open).
    const brief = await this.d.activities.orderBrief(o.tenant_id, o.item_id, 'zh-CN');
    return this.d.db.transaction().execute(async (trx) => {
      if (!(await this.d.orders.complete(trx, o, now))) return false;
      await this.d.inbox.add(trx, o.tenant_id, o.user_id, {
        kind: 'order_completed',
        ref: `order:${o.order_no}`,
        params: { orderNo: o.order_no, collection: brief?.name ?? '', auto: auto ? 1 : 0 },
        at: now,
      });
      return true;
    });
  }

  /** The job: shipping orders past their tenant's auto-complete days → completed. Safe to run twice anywhere. */
  async autoComplete(limit = 200): Promise<number> {
    const now = this.d.clock();
    let done = 0;
    for (const o of await this.d.orders.dueForCompletion(now - DAY_MS, limit)) {
      const tenant = await this.d.tenantOf(o.tenant_id);
      const days = tenant?.settings.orderAutoCompleteDays ?? 10;
      if (o.shipped_at === null || Number(o.shipped_at) + days * DAY_MS > now) continue;
      if (await this.completeOne(o, true)) done += 1;
    }
    if (done > 0) this.d.log.info({ done }, 'shipping orders completed automatically');
    return done;
  }

  /** The operator ships a paid physical order (5000203 otherwise), audited in the same transaction. */
  async ship(
    tenant: TenantContext,
    orderNo: string,
    input: { carrier: string; trackingNo: string },
    audit: AuditRecorder,
    lang: Language,
  ): Promise<ConsoleShipment> {
    const o = await this.d.orders.byNo(tenant.id, orderNo);
    if (!o || o.business_type !== 5 || !o.ship_address) throw new AppError(ErrorCode.ORDER_NOT_SHIPPABLE);
    const now = this.d.clock();
    const brief = await this.d.activities.orderBrief(o.tenant_id, o.item_id, lang);
    await this.d.db.transaction().execute(async (trx) => {
      if (!(await this.d.orders.ship(trx, o, input.carrier, input.trackingNo, now)))
        throw new AppError(ErrorCode.ORDER_NOT_SHIPPABLE);
      await this.d.inbox.add(trx, o.tenant_id, o.user_id, {
        kind: 'order_shipped',
        ref: `order:${o.order_no}`,
        params: { orderNo: o.order_no, collection: brief?.name ?? '', carrier: input.carrier, trackingNo: input.trackingNo },
        at: now,
      });
      await audit(trx, {
        action: 'order.ship',
        targetType: 'order',
        targetId: o.order_no,
        before: { status: o.status },
        after: { status: 'shipping', carrier: input.carrier, trackingNo: input.trackingNo },
      });
    });
    return (await this.views(tenant, [(await this.d.orders.byId(tenant.id, o.id))!], lang))[0]!;
  }

  async list(
    tenant: TenantContext,
    q: { status: ShipmentStatus; limit: number; before?: string },
    lang: Language,
  ): Promise<{ items: ConsoleShipment[]; nextBefore: string | null }> {
    let before: { at: number; id: number } | undefined;
    if (q.before !== undefined) {
      const [at, id] = q.before.split('.').map(Number);
      if (!Number.isInteger(at) || !Number.isInteger(id)) throw new AppError(ErrorCode.VALIDATION_FAILED);
      before = { at: at!, id: id! };
    }
    const rows = await this.d.orders.shipments(tenant.id, q.status, q.limit + 1, before);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    const at = (o: OrderRow) =>
      Number(q.status === 'awaiting' ? o.paid_at : q.status === 'shipping' ? o.shipped_at : o.completed_at);
    return {
      items: await this.views(tenant, page, lang),
      nextBefore: rows.length > q.limit && last ? `${at(last)}.${last.id}` : null,
    };
  }

  private async views(tenant: TenantContext, rows: OrderRow[], lang: Language): Promise<ConsoleShipment[]> {
    const users = await this.d.users.cards(
      tenant.id,
      rows.map((r) => r.user_id),
    );
    const out: ConsoleShipment[] = [];
    for (const o of rows) {
      const brief = await this.d.activities.orderBrief(tenant.id, o.item_id, lang);
      const addr = shipAddressOf(o);
      const s = shippingOf(o, tenant.settings.orderAutoCompleteDays);
      const u = users.get(o.user_id);
      out.push({
        orderNo: o.order_no,
        status: o.status === 'shipping' ? 'shipping' : o.status === 'completed' ? 'completed' : 'awaiting',
        activity: {
          id: o.item_id,
          name: brief?.name ?? '',
          rewardName: brief?.rewardName ?? '',
          imageUrl: brief?.coverUrl ?? '',
        },
        user: { id: o.user_id, phoneMasked: u?.maskedPhone ?? '', nickname: u?.nickname ?? '' },
        address: { receiver: addr?.receiver ?? '', phone: addr?.phone ?? '', fullAddress: addr?.fullAddress ?? '' },
        totalAmount: Number(o.total_amount),
        paidAt: Number(o.paid_at ?? 0),
        carrier: s?.carrier ?? null,
        trackingNo: s?.trackingNo ?? null,
        shippedAt: s?.shippedAt ?? null,
        autoCompleteAt: s?.autoCompleteAt ?? null,
        completedAt: s?.completedAt ?? null,
      });
    }
    return out;
  }
}

declare module './flows.types' {
  interface Flows {
    /** Shipping physical-reward orders: ship, confirm receipt, auto-complete, the console's queue (decision 044). */
    shipping: Shipping;
  }
}

export const shippingFlow = defineFlow({
  key: 'shipping',
  build: ({ app, db, clock, log }) =>
    new Shipping({
      db,
      orders: app.order.orders,
      activities: app.activity.activities,
      inbox: app.inbox.inbox,
      users: app.identity.users,
      tenantOf: (id) => app.tenant.tenants.byId(id),
      clock,
      log,
    }),
  routes(app, flow) {
    registerCall(app, confirmReceipt, (req) => flow.confirmReceipt(req.tenant, uid(req), req.body.orderNo, req.lang));
    registerCall(app, consoleListShipments, (req) => flow.list(req.tenant, req.query, req.lang));
    registerCall(app, shipOrder, (req) => flow.ship(req.tenant, req.params.orderNo, req.body, req.audit, req.lang));
  },
});
