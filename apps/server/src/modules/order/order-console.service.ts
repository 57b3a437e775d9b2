import type { CallData, consoleGetOrder, consoleSearchOrders, Language } from '@curio/contract';
import { notFound } from '../../errors';
import type { OrderRepository, OrderRow, OrderSearch } from './order.repository';
import type { OrderPorts } from './order.service';
import type { TenantContext } from '../../http/request-context';

type ConsoleOrder = CallData<typeof consoleSearchOrders>['items'][number];

/** The console's view of the tenant's orders (issue 17, decision 039): search and one order. */
export class OrderConsoleService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly ports: Pick<OrderPorts, 'drops' | 'listings' | 'serialsOf' | 'activities'>,
  ) {}

  async search(
    tenant: TenantContext,
    f: Omit<OrderSearch, 'beforeId'> & { limit: number; before?: number },
    lang: Language,
  ): Promise<CallData<typeof consoleSearchOrders>> {
    const rows = await this.orders.search(tenant.id, { ...f, beforeId: f.before }, f.limit + 1);
    const page = rows.slice(0, f.limit);
    return {
      items: await Promise.all(page.map((o) => this.view(tenant, o, lang))),
      nextBefore: rows.length > f.limit ? page.at(-1)!.id : null,
    };
  }

  async get(tenant: TenantContext, orderNo: string, lang: Language): Promise<CallData<typeof consoleGetOrder>> {
    const o = await this.orders.byNo(tenant.id, orderNo);
    if (!o) throw notFound();
    if (o.item_kind === 'listing') {
      // A resale order's one item: the listing's serial (decision 033).
      const listing = await this.ports.listings.find(tenant.id, o.item_id, lang);
      return { ...(await this.view(tenant, o, lang)), serials: listing ? [listing.serial] : [] };
    }
    const serials = o.item_kind === 'collection' ? await this.ports.serialsOf(tenant.id, o.id) : [];
    return { ...(await this.view(tenant, o, lang)), serials };
  }

  /** The order's id by its number on this tenant (other modules' console reads take the id). */
  async idOf(tenant: TenantContext, orderNo: string): Promise<number> {
    const o = await this.orders.byNo(tenant.id, orderNo);
    if (!o) throw notFound();
    return o.id;
  }

  private async view(tenant: TenantContext, o: OrderRow, lang: Language): Promise<ConsoleOrder> {
    const drop =
      o.item_kind === 'listing'
        ? await this.ports.listings.find(tenant.id, o.item_id, lang)
        : o.item_kind === 'activity'
          ? ((await this.ports.activities?.find(tenant.id, o.item_id, lang)) ?? null)
          : await this.ports.drops.find(tenant.id, o.item_kind, o.item_id, lang);
    return {
      id: o.id,
      orderNo: o.order_no,
      userId: o.user_id,
      status: o.status,
      businessType: o.business_type,
      item: { kind: o.item_kind, id: o.item_id, name: drop?.name ?? '' },
      quantity: o.quantity,
      unitPrice: Number(o.unit_price),
      totalAmount: Number(o.total_amount),
      payMethod: o.pay_method === null ? null : Number(o.pay_method),
      createdAt: Number(o.created_at),
      expiresAt: Number(o.expires_at),
      paidAt: o.paid_at === null ? null : Number(o.paid_at),
      endedAt: o.ended_at === null ? null : Number(o.ended_at),
    };
  }
}
