import { randomInt } from 'node:crypto';
import { ErrorCode, type Language, type Order } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Transactions } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { DropForSale, DropStock } from '../catalogue/index';
import type { TenantContext } from '../tenant/index';
import type { OrderRepository, OrderRow } from './order.repository';
import type { PaymentRepository } from './payment.repository';
import type { HoldingRepository } from './holding.repository';

export class QuotaRefused extends Error {}
export class StockRefused extends Error {}

/** Order numbers: time to the second, then 12 random digits; unique per tenant (index), 26 characters. */
export function newOrderNo(now: number, prefix = ''): string {
  const d = new Date(now);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
  return `${prefix}${stamp}${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}

/**
 * The purchase's three writes, in the caller's transaction (the flash-sale benchmark's raw loop runs the
 * same function): the order, then the user's quota (one unpaid order per drop, paid + unpaid within the
 * limit), then the drop's shared stock row last, so that row is locked only until the commit. Throws
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
): Promise<OrderRow> {
  if (quantity > drop.perUserLimit) throw new QuotaRefused();
  const row = await orders.insertUnpaid(trx, {
    tenantId: tenant.id,
    orderNo: newOrderNo(now),
    userId,
    businessType,
    kind: drop.kind,
    itemId: drop.id,
    quantity,
    unitPrice: drop.price,
    expiresAt: now + tenant.settings.orderPayTimeoutSeconds * 1000,
    now,
  });
  const key = { tenantId: tenant.id, userId, kind: drop.kind, itemId: drop.id };
  if (!(await orders.takeQuota(trx, key, quantity, drop.perUserLimit, row.id))) throw new QuotaRefused();
  if (!(await stock.take(trx, tenant.id, drop.kind, drop.id, quantity))) throw new StockRefused();
  return row;
}

export interface PlaceOrderInput {
  businessType: 3 | 4;
  itemId: number;
  quantity: number;
}

/**
 * Orders of the primary sale (PRODUCT.md §5, decision 012). Placing is one transaction of three
 * writes (`reserve`) — the order, the user's quota (one unpaid order per drop, paid + unpaid within the
 * limit), the drop's stock (never below zero) — so a refusal changes nothing and a rush never
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
    /** The purchase's transaction: on SQLite shared by the buyers who arrive together (group commit). */
    private readonly reservations: Transactions,
  ) {}

  async place(tenant: TenantContext, userId: number, input: PlaceOrderInput, lang: Language): Promise<Order> {
    const kind = input.businessType === 3 ? 'blindBox' : 'collection';
    const drop = await this.stock.forSale(tenant.id, kind, input.itemId, lang);
    if (!drop || !drop.listed) throw notFound();
    const now = this.clock();
    if (now < drop.saleStart || (drop.saleEnd !== null && now >= drop.saleEnd)) throw new AppError(ErrorCode.LOCKED);
    // The sold-out path reads nothing more and writes nothing: whoever asks, a sold-out drop is sold out.
    if (drop.soldCount >= drop.totalSupply) throw new AppError(ErrorCode.SOLD_OUT);
    await this.requireBuyer(tenant, userId);
    const row = await this.placeIn(tenant, userId, drop, input, now, lang, true);
    return this.view(tenant, row, lang, drop);
  }

  private async placeIn(
    tenant: TenantContext,
    userId: number,
    drop: DropForSale,
    input: PlaceOrderInput,
    now: number,
    lang: Language,
    retry: boolean,
  ): Promise<OrderRow> {
    try {
      return await this.reservations.run((trx) =>
        reserve(trx, this.orders, this.stock, tenant, userId, drop, input.businessType, input.quantity, now),
      );
    } catch (err) {
      if (err instanceof StockRefused) {
        const fresh = await this.stock.refresh(tenant.id, drop.kind, drop.id, lang);
        throw new AppError(fresh && fresh.soldCount >= fresh.totalSupply ? ErrorCode.SOLD_OUT : ErrorCode.INVENTORY_SHORTAGE);
      }
      if (!(err instanceof QuotaRefused)) throw err;
      // A drop sold out meanwhile says so first, as it does when known before the transaction.
      const fresh = await this.stock.refresh(tenant.id, drop.kind, drop.id, lang);
      if (fresh && fresh.soldCount >= fresh.totalSupply) throw new AppError(ErrorCode.SOLD_OUT);
      const quota = await this.orders.quota({ tenantId: tenant.id, userId, kind: drop.kind, itemId: drop.id });
      if (quota?.unpaid_order_id) {
        // An unpaid order past its deadline that the closer has not reached yet: close it now, then try again.
        const blocking = await this.orders.byId(tenant.id, quota.unpaid_order_id);
        if (retry && blocking && blocking.status === 'pending_payment' && blocking.expires_at <= now) {
          await this.beforeClose(blocking);
          await this.end(blocking, 'closed');
          return this.placeIn(tenant, userId, drop, input, now, lang, false);
        }
        throw new AppError(ErrorCode.ORDER_EXISTS);
      }
      throw new AppError(ErrorCode.ORDER_LIMIT);
    }
  }

  /**
   * The buyer's standing on a drop, as the detail pages show it: units held against the limit (an
   * unpaid order past its time no longer counts: placing closes it first), what they may order now,
   * and their unpaid order still within its time.
   */
  async standing(
    tenantId: number,
    userId: number,
    kind: DropForSale['kind'],
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
    return { taken, allowance: unpaidOrderNo ? 0 : Math.max(0, perUserLimit - taken), unpaidOrderNo };
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
