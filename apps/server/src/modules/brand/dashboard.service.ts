import { DASHBOARD_PERIOD_MAX_DAYS, ErrorCode, localize, type Language, type LocalizedText } from '@curio/contract';
import type { Clock } from '../../clock';
import { addDays, dayIn, daysIn, isCalendarDay } from '../../clock';
import { AppError } from '../../errors';
import type { DashboardRepository } from './dashboard.repository';

/** The period the dashboard shows when none is asked for: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/**
 * The console's dashboard: a period of calendar days in the tenant's time zone (decision 065) — its money
 * from the ledger (sales of drops and activities net of refunds, resale fees, royalties, refunds), paid
 * orders, new and verified users, per day and in total — and the drops on sale.
 */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly clock: Clock,
  ) {}

  async summary(tenantId: number, timeZone: string, q: { from?: string; to?: string } = {}) {
    const to = q.to ?? dayIn(this.clock(), timeZone);
    const from = q.from ?? addDays(to, 1 - DEFAULT_DAYS);
    if (!isCalendarDay(from) || !isCalendarDay(to) || from > to || addDays(from, DASHBOARD_PERIOD_MAX_DAYS) <= to)
      throw new AppError(ErrorCode.DASHBOARD_PERIOD_INVALID);
    const { days, end } = daysIn(from, to, timeZone);
    const starts = [...days.map((d) => d.start), end];
    const [money, orders, users, verified] = await Promise.all([
      this.repo.moneyPerDay(tenantId, starts),
      this.repo.perDay(tenantId, 'paidOrders', starts),
      this.repo.perDay(tenantId, 'newUsers', starts),
      this.repo.perDay(tenantId, 'verifiedUsers', starts),
    ]);
    const daily = days.map(({ day }, i) => ({ day, ...money[i]!, orders: orders[i]!.count }));
    const sum = <T>(list: T[], of: (x: T) => number) => list.reduce((s, x) => s + of(x), 0);
    return {
      from,
      to,
      timeZone,
      total: {
        sales: sum(daily, (d) => d.sales),
        resaleFees: sum(daily, (d) => d.resaleFees),
        royalties: sum(daily, (d) => d.royalties),
        refunds: sum(daily, (d) => d.refunds),
        orders: sum(orders, (d) => d.count),
        newUsers: sum(users, (d) => d.count),
        verifiedUsers: sum(verified, (d) => d.count),
      },
      daily,
    };
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
