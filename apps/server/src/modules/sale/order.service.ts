import { randomInt } from 'node:crypto';
import { ErrorCode, type Language, type Order } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { DropForSale, DropStock } from '../catalogue/index';
import type { TenantContext } from '../tenant/index';
import type { OrderRepository, OrderRow } from './order.repository';
import type { PaymentRepository } from './payment.repository';
import type { HoldingRepository } from './holding.repository';

class QuotaRefused extends Error {}
class StockRefused extends Error {}

/** Order numbers: time to the second, then 12 random digits; unique per tenant (index), 26 characters. */
export function newOrderNo(now: number, prefix = ''): string {
  const d = new Date(now);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
  return `${prefix}${stamp}${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}

export interface PlaceOrderInput {
  businessType: 3 | 4;
  itemId: number;
  quantity: number;
}

/**
 * Orders of the primary sale (PRODUCT.md §5, decision 012). Placing is one transaction of three
 * conditional writes — the user's quota (one unpaid order per drop, paid + unpaid within the limit),
 * the drop's stock (never below zero), the order — so a refusal changes nothing and a rush never
 * oversells. An unpaid order ends exactly once: paid, cancelled or closed, whichever comes first;
 * an ended one gives its stock and quota back in the same transaction.
 */
export class OrderService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: OrderRepository,
    private readonly payments: PaymentRepository,
    private readonly holdings: HoldingRepository,
    private readonly stock: DropStock,
    private readonly requireBuyer: (tenant: TenantContext, userId: number) => Promise<void>,
    private readonly clock: Clock,
  ) {}

  async place(tenant: TenantContext, userId: number, input: PlaceOrderInput, lang: Language): Promise<Order> {
    await this.requireBuyer(tenant, userId);
    const kind = input.businessType === 3 ? 'blindBox' : 'collection';
    const drop = await this.stock.find(tenant.id, kind, input.itemId, lang);
    if (!drop || !drop.listed) throw notFound();
    const now = this.clock();
    if (now < drop.saleStart || (drop.saleEnd !== null && now >= drop.saleEnd)) throw new AppError(ErrorCode.LOCKED);
    // The sold-out path writes nothing.
    if (drop.soldCount >= drop.totalSupply) throw new AppError(ErrorCode.SOLD_OUT);
    const row = await this.placeIn(tenant, userId, drop, input, now, true);
    return this.view(tenant, row, lang, drop);
  }

  private async placeIn(
    tenant: TenantContext,
    userId: number,
    drop: DropForSale,
    input: PlaceOrderInput,
    now: number,
    retry: boolean,
  ): Promise<OrderRow> {
    const key = { tenantId: tenant.id, userId, kind: drop.kind, itemId: drop.id };
    try {
      return await this.db.transaction().execute(async (trx) => {
        // The user's row first, the drop's shared row last: the hot row is locked only for the commit.
        if (!(await this.orders.takeQuota(trx, key, input.quantity, drop.perUserLimit))) throw new QuotaRefused();
        const row = await this.orders.insert(trx, {
          tenant_id: tenant.id,
          order_no: newOrderNo(now),
          user_id: userId,
          business_type: input.businessType,
          item_kind: drop.kind,
          item_id: drop.id,
          quantity: input.quantity,
          unit_price: drop.price,
          total_amount: drop.price * input.quantity,
          status: 'pending_payment',
          expires_at: now + tenant.settings.orderPayTimeoutSeconds * 1000,
          paid_at: null,
          ended_at: null,
          pay_method: null,
          created_at: now,
          updated_at: now,
        });
        await this.orders.setUnpaid(trx, row, row.id);
        if (!(await this.stock.take(trx, tenant.id, drop.kind, drop.id, input.quantity))) throw new StockRefused();
        return row;
      });
    } catch (err) {
      if (err instanceof StockRefused) {
        const fresh = await this.stock.find(tenant.id, drop.kind, drop.id, 'en');
        throw new AppError(fresh && fresh.soldCount >= fresh.totalSupply ? ErrorCode.SOLD_OUT : ErrorCode.INVENTORY_SHORTAGE);
      }
      if (!(err instanceof QuotaRefused)) throw err;
      const quota = await this.orders.quota(key);
      if (quota?.unpaid_order_id) {
        // An unpaid order past its deadline that the closer has not reached yet: close it now, then try again.
        const blocking = await this.orders.byId(tenant.id, quota.unpaid_order_id);
        if (retry && blocking && blocking.status === 'pending_payment' && blocking.expires_at <= now) {
          await this.beforeClose(blocking);
          await this.end(blocking, 'closed');
          return this.placeIn(tenant, userId, drop, input, now, false);
        }
        throw new AppError(ErrorCode.ORDER_EXISTS);
      }
      throw new AppError(ErrorCode.ORDER_LIMIT);
    }
  }

  /** Ends an unpaid order (closed by the deadline, or cancelled) and gives its stock and quota back, once. */
  async end(order: OrderRow, to: 'closed' | 'cancelled', trxIn?: Kysely<Database>): Promise<boolean> {
    const work = async (trx: Kysely<Database>) => {
      if (!(await this.orders.settle(trx, order.id, to, this.clock()))) return false;
      await this.stock.giveBack(trx, order.tenant_id, order.item_kind, order.item_id, order.quantity);
      await this.orders.setUnpaid(trx, order, null, order.quantity);
      return true;
    };
    return trxIn ? work(trxIn) : this.db.transaction().execute(work);
  }

  async cancel(tenant: TenantContext, userId: number, orderNo: string, lang: Language): Promise<Order> {
    const order = await this.mine(tenant, userId, orderNo);
    if (order.status !== 'pending_payment' || !(await this.end(order, 'cancelled')))
      throw new AppError(ErrorCode.ORDER_EXCEPTION);
    return this.view(tenant, (await this.orders.byId(tenant.id, order.id))!, lang);
  }

  /** Runs before an expired order is closed (the payments ask the provider about it); set by the module. */
  beforeClose: (order: OrderRow) => Promise<void> = () => Promise.resolve();

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
    q: { status?: OrderRow['status']; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<{ items: Order[]; nextCursor: string | null }> {
    const before = q.cursor === undefined ? undefined : Number(q.cursor);
    if (before !== undefined && !(Number.isInteger(before) && before > 0)) throw new AppError(ErrorCode.VALIDATION_FAILED);
    const rows = await this.orders.list(tenant.id, userId, q.status, q.pageSize + 1, before);
    const page = rows.slice(0, q.pageSize);
    return {
      items: await Promise.all(page.map((r) => this.view(tenant, r, lang))),
      nextCursor: rows.length > q.pageSize ? String(page.at(-1)!.id) : null,
    };
  }

  async view(tenant: TenantContext, o: OrderRow, lang: Language, known?: DropForSale): Promise<Order> {
    const drop = known ?? (await this.stock.find(tenant.id, o.item_kind, o.item_id, lang));
    // Serials exist only once paid: an unpaid order (the purchase path's answer) needs no lookup.
    const serials =
      o.item_kind === 'collection' && o.status !== 'pending_payment'
        ? (await this.holdings.collectiblesOfOrder(tenant.id, o.id)).map((r) => r.serial)
        : [];
    const refund = o.status === 'closed' || o.status === 'cancelled' ? await this.payments.refundOf(tenant.id, o.id) : undefined;
    return {
      orderNo: o.order_no,
      status: o.status,
      businessType: o.business_type === 3 ? 3 : 4,
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
      refund: refund ? { amount: Number(refund.amount), at: Number(refund.done_at ?? refund.created_at) } : null,
      serverTime: this.clock(),
    };
  }
}
