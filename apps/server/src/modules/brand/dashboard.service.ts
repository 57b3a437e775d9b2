import { localize, type Language, type LocalizedText } from '@curio/contract';
import type { Clock } from '../../clock';
import { lastDaysIn } from '../../clock';
import type { DashboardRepository } from './dashboard.repository';

interface Period {
  sales: number;
  orders: number;
  newUsers: number;
  verifiedUsers: number;
}

/** The console's dashboard: today / 7 / 30 days in the tenant's time zone, sales per day, drops on sale. */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly clock: Clock,
  ) {}

  async summary(tenantId: number, timeZone: string) {
    // The last 30 calendar days of the tenant, oldest first, counted per day by the database.
    const { days, end } = lastDaysIn(this.clock(), 30, timeZone);
    const starts = [...days.map((d) => d.start), end];
    const [orders, users, verified] = await Promise.all([
      this.repo.perDay(tenantId, 'paidOrders', starts),
      this.repo.perDay(tenantId, 'newUsers', starts),
      this.repo.perDay(tenantId, 'verifiedUsers', starts),
    ]);
    /** The sum over the last `n` days. */
    const last = (perDay: { count: number; amount: number }[], n: number, of: 'count' | 'amount') =>
      perDay.slice(perDay.length - n).reduce((s, x) => s + x[of], 0);
    const periodOf = (n: number): Period => ({
      sales: last(orders, n, 'amount'),
      orders: last(orders, n, 'count'),
      newUsers: last(users, n, 'count'),
      verifiedUsers: last(verified, n, 'count'),
    });
    const daily = days.map(({ day }, i) => ({ day, sales: orders[i]!.amount, orders: orders[i]!.count }));
    return { today: periodOf(1), days7: periodOf(7), days30: periodOf(30), daily, timeZone };
  }

  async liveDrops(tenantId: number, lang: Language) {
    /** Names are stored as JSON localized text: the operator's language. */
    const nameOf = (text: string) => {
      try {
        return localize(JSON.parse(text) as LocalizedText, lang);
      } catch {
        return text;
      }
    };
    const now = this.clock();
    const [collections, boxes] = await Promise.all([
      this.repo.dropsOnSale(tenantId, now, 'collections'),
      this.repo.dropsOnSale(tenantId, now, 'blind_boxes'),
    ]);
    const row = (kind: 'collection' | 'blindBox') => (r: (typeof collections)[number]) => ({
      kind,
      id: r.id,
      name: nameOf(r.name),
      coverUrl: r.cover_url,
      price: Number(r.price),
      totalSupply: Number(r.total_supply),
      sold: Number(r.sold_count),
      saleStart: Number(r.sale_start),
      saleEnd: r.sale_end === null ? null : Number(r.sale_end),
    });
    return {
      drops: [...collections.map(row('collection')), ...boxes.map(row('blindBox'))].sort((a, b) => b.saleStart - a.saleStart),
      at: now,
    };
  }
}
