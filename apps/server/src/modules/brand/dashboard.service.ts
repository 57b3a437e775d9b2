import { localize, type Language, type LocalizedText } from '@curio/contract';
import type { Clock } from '../../clock';
import { dayIn } from '../../clock';
import type { DashboardRepository } from './dashboard.repository';

const DAY_MS = 86_400_000;

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
    const now = this.clock();
    // The last 30 calendar days of the tenant, oldest first (a day before the first, to be safe with time zones).
    const days: string[] = [];
    for (let i = 29; i >= 0; i--) days.push(dayIn(now - i * DAY_MS, timeZone));
    const since = now - 31 * DAY_MS;
    const [orders, users, verified] = await Promise.all([
      this.repo.paidOrdersSince(tenantId, since),
      this.repo.usersSince(tenantId, since),
      this.repo.verifiedSince(tenantId, since),
    ]);
    const inDays = (n: number) => new Set(days.slice(days.length - n));
    const periodOf = (n: number): Period => {
      const set = inDays(n);
      const paid = orders.filter((o) => o.paid_at !== null && set.has(dayIn(Number(o.paid_at), timeZone)));
      return {
        sales: paid.reduce((s, o) => s + Number(o.total_amount), 0),
        orders: paid.length,
        newUsers: users.filter((u) => set.has(dayIn(Number(u.created_at), timeZone))).length,
        verifiedUsers: verified.filter((u) => u.real_name_at !== null && set.has(dayIn(Number(u.real_name_at), timeZone))).length,
      };
    };
    const daily = days.map((day) => ({ day, sales: 0, orders: 0 }));
    const index = new Map(days.map((d, i) => [d, i]));
    for (const o of orders) {
      const i = o.paid_at === null ? undefined : index.get(dayIn(Number(o.paid_at), timeZone));
      if (i === undefined) continue;
      daily[i]!.sales += Number(o.total_amount);
      daily[i]!.orders += 1;
    }
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
      this.repo.collectionsOnSale(tenantId, now),
      this.repo.blindBoxesOnSale(tenantId, now),
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
