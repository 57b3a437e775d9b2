import {
  ErrorCode,
  localize,
  type CallData,
  type Coupon,
  type CouponActivity,
  type CouponQuote,
  type CouponTemplateSummary,
  type Language,
  type LocalizedText,
  type listCouponActivities,
  type listMyCoupons,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { CouponRepository, CouponTemplateRow, UserCouponFull, UserCouponRow } from './coupon.repository';
import { discountOf, refusalOf, type CouponTarget, type CouponTerms } from './discount';
import type { TenantContext } from '../../http/request-context';

const DAY_MS = 86_400_000;

/** What the coupon module reads of its neighbours; wiring/coupon.ports.ts supplies them. */
export interface CouponPorts {
  /** The order module: an order's number (a used coupon shows it). */
  orderNoOf(tenantId: number, orderId: number): Promise<string | null>;
  /** The activity module: the price of an activity's priced physical reward (an activity order, type 5), or null. */
  activityPrice(tenantId: number, activityId: number): Promise<number | null>;
  /** The market: a resale listing's asking price and collection (type 7), or nothing. */
  listing(tenantId: number, listingId: number): Promise<{ price: number; collection_id: number } | null | undefined>;
  /** The catalogue: a drop's unit price (types 3 and 4: a blind box, a collection), or null. */
  drop(
    tenantId: number,
    kind: 'collection' | 'blindBox',
    id: number,
    lang: Language,
  ): Promise<{ id: number; price: number } | null>;
}

function parseIds(json: string): number[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

function nameIn(json: string, lang: Language): string {
  try {
    return localize(JSON.parse(json) as LocalizedText, lang);
  } catch {
    return '';
  }
}

/** A template's or a user coupon's terms. */
export function termsOf(
  r: Pick<CouponTemplateRow, 'kind' | 'value' | 'min_spend' | 'business_types' | 'collection_ids'>,
): CouponTerms {
  return {
    kind: r.kind,
    value: Number(r.value),
    minSpend: Number(r.min_spend),
    businessTypes: parseIds(r.business_types),
    collectionIds: parseIds(r.collection_ids),
  };
}

/** When a coupon of this template claimed now is valid. */
export function validityOf(t: CouponTemplateRow, now: number): { from: number; to: number } {
  if (t.validity === 'fixed') return { from: Number(t.valid_from ?? 0), to: Number(t.valid_to ?? 0) };
  return { from: now, to: now + Number(t.valid_days ?? 0) * DAY_MS };
}

/** What the order placement needs of a coupon it is about to use. */
export interface CouponForOrder {
  couponId: number;
  discount: number;
}

/**
 * Coupons (decision 043): templates (claimable: campaigns), the coupons users hold, claiming them, and
 * the steps the order flows run — `forOrder` (the checks, before the transaction), `use` (the conditional
 * update, in the order's transaction) and `release` (when the order ends unpaid, in its transaction).
 */
export class CouponService {
  constructor(
    private readonly repo: CouponRepository,
    private readonly ports: CouponPorts,
    private readonly clock: Clock,
  ) {}

  summary(t: CouponTemplateRow, lang: Language): CouponTemplateSummary {
    const terms = termsOf(t);
    return {
      id: t.id,
      name: nameIn(t.name, lang),
      kind: t.kind,
      amount: t.kind === 'amount' ? terms.value : null,
      percent: t.kind === 'percent' ? terms.value : null,
      minSpend: terms.minSpend,
      validity:
        t.validity === 'fixed'
          ? { kind: 'fixed', from: Number(t.valid_from ?? 0), to: Number(t.valid_to ?? 0) }
          : { kind: 'days', days: Number(t.valid_days ?? 0) },
      scope: { businessTypes: terms.businessTypes, collectionIds: terms.collectionIds },
    };
  }

  async view(
    tenantId: number,
    c: UserCouponFull,
    lang: Language,
    now: number,
    quote: CouponQuote | null = null,
  ): Promise<Coupon> {
    const terms = termsOf(c);
    const validFrom = Number(c.valid_from);
    const validTo = Number(c.valid_to);
    const status = c.status === 'used' ? 'used' : validTo <= now ? 'expired' : 'usable';
    return {
      id: c.id,
      templateId: c.template_id,
      name: nameIn(c.name, lang),
      kind: c.kind,
      amount: c.kind === 'amount' ? terms.value : null,
      percent: c.kind === 'percent' ? terms.value : null,
      minSpend: terms.minSpend,
      validFrom,
      validTo,
      status,
      usableNow: status === 'usable' && now >= validFrom,
      scope: { businessTypes: terms.businessTypes, collectionIds: terms.collectionIds },
      source: c.source,
      claimedAt: Number(c.claimed_at),
      usedOrderNo: c.order_id === null ? null : await this.ports.orderNoOf(tenantId, c.order_id),
      usedAt: c.used_at === null ? null : Number(c.used_at),
      quote,
      serverTime: now,
    };
  }

  /** One of my coupons, shown. */
  async one(tenantId: number, couponId: number, lang: Language, db?: Kysely<Database>): Promise<Coupon> {
    const c = await this.repo.userCoupon(tenantId, couponId, db);
    if (!c) throw new AppError(ErrorCode.NOT_FOUND);
    return this.view(tenantId, c, lang, this.clock());
  }

  static quoteOf(c: UserCouponFull, target: CouponTarget, now: number): CouponQuote {
    const refusal =
      c.status !== 'unused'
        ? ErrorCode.COUPON_NOT_USABLE
        : refusalOf(termsOf(c), { from: Number(c.valid_from), to: Number(c.valid_to) }, target, now);
    const discount = refusal === null ? discountOf(termsOf(c), target.total) : 0;
    return { applicable: refusal === null, refusal, total: target.total, discount, payable: target.total - discount };
  }

  async listMine(
    tenant: TenantContext,
    userId: number,
    q: {
      status: 'usable' | 'used' | 'expired';
      businessType?: 3 | 4 | 5 | 7;
      itemId?: number;
      quantity?: number;
      cursor?: string;
      pageSize: number;
    },
    lang: Language,
  ): Promise<CallData<typeof listMyCoupons>> {
    const now = this.clock();
    let after: { validTo: number; usedAt: number; id: number } | undefined;
    if (q.cursor !== undefined) {
      const m = /^(\d{1,16})\.(\d{1,12})$/.exec(q.cursor);
      if (!m) throw new AppError(ErrorCode.VALIDATION_FAILED);
      after = { validTo: Number(m[1]), usedAt: 0, id: Number(m[2]) };
    }
    let target: CouponTarget | null = null;
    if (q.businessType !== undefined && q.itemId !== undefined) {
      const t = await this.orderTarget(tenant.id, q.businessType, q.itemId, q.quantity ?? 1, lang);
      if (t) target = { businessType: q.businessType, collectionId: t.collectionId, total: t.total };
    }
    const rows = await this.repo.mine(tenant.id, userId, q.status, now, q.pageSize + 1, after);
    const page = rows.slice(0, q.pageSize);
    const last = page.at(-1);
    return {
      items: await Promise.all(
        page.map((c) => this.view(tenant.id, c, lang, now, target ? CouponService.quoteOf(c, target, now) : null)),
      ),
      nextCursor: rows.length > q.pageSize && last ? `${Number(last.valid_to)}.${last.id}` : null,
    };
  }

  /**
   * The total of an order about to be placed and its collection, by business type (a coupon's quote);
   * null when the item does not exist: an activity's priced reward (5), a resale listing (7), a drop (3 a
   * blind box, 4 a collection) times the quantity.
   */
  private async orderTarget(
    tenantId: number,
    businessType: 3 | 4 | 5 | 7,
    itemId: number,
    quantity: number,
    lang: Language,
  ): Promise<{ total: number; collectionId: number | null } | null> {
    if (businessType === 5) {
      // An activity order (decision 044): one unit of a priced physical reward; no collection.
      const price = await this.ports.activityPrice(tenantId, itemId);
      return price === null ? null : { total: price, collectionId: null };
    }
    if (businessType === 7) {
      const l = await this.ports.listing(tenantId, itemId);
      return l ? { total: Number(l.price), collectionId: l.collection_id } : null;
    }
    const kind = businessType === 3 ? 'blindBox' : 'collection';
    const drop = await this.ports.drop(tenantId, kind, itemId, lang);
    return drop ? { total: drop.price * quantity, collectionId: kind === 'collection' ? drop.id : null } : null;
  }

  async activities(
    tenant: TenantContext,
    userId: number | null,
    q: { cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof listCouponActivities>> {
    const now = this.clock();
    const before = q.cursor === undefined ? undefined : Number(q.cursor);
    if (before !== undefined && !(Number.isInteger(before) && before > 0)) throw new AppError(ErrorCode.VALIDATION_FAILED);
    const rows = await this.repo.templates(tenant.id, { claimable: true, limit: q.pageSize + 1, beforeId: before });
    const page = rows.slice(0, q.pageSize);
    const mine =
      userId === null
        ? null
        : await this.repo.claimedBy(
            tenant.id,
            userId,
            page.map((t) => t.id),
          );
    return {
      items: page.map((t): CouponActivity => {
        const left = Math.max(0, Number(t.total) - Number(t.issued));
        const claimed = mine === null ? null : (mine.get(t.id) ?? 0);
        const open = t.validity !== 'fixed' || Number(t.valid_to) > now;
        return {
          id: t.id,
          name: nameIn(t.name, lang),
          coupon: this.summary(t, lang),
          total: Number(t.total),
          left,
          perUserLimit: Number(t.per_user_limit),
          claimedByMe: claimed,
          canClaim: claimed !== null && open && left > 0 && claimed < Number(t.per_user_limit),
          serverTime: now,
        };
      }),
      nextCursor: rows.length > q.pageSize ? String(page.at(-1)!.id) : null,
    };
  }

  /**
   * Claims one coupon of a campaign: the user's claim count (within the per-user limit) then the
   * template's issued count (within its total), both conditional, then the coupon — one transaction.
   */
  async claim(tenant: TenantContext, userId: number, templateId: number, lang: Language): Promise<Coupon> {
    const now = this.clock();
    const t = await this.repo.template(tenant.id, templateId);
    if (!t || t.claimable !== 1) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    const validity = validityOf(t, now);
    if (validity.to <= now) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    if (Number(t.issued) >= Number(t.total)) throw new AppError(ErrorCode.CLAIMS_EXHAUSTED);
    const row = await this.repo.db.transaction().execute(async (trx) => {
      if (!(await this.repo.takeClaim(trx, tenant.id, t.id, userId, Number(t.per_user_limit))))
        throw new AppError(ErrorCode.COUPON_CLAIM_LIMIT);
      if (!(await this.repo.takeFromTemplate(trx, tenant.id, t.id, now))) throw new AppError(ErrorCode.CLAIMS_EXHAUSTED);
      return this.issue(trx, tenant.id, userId, t, 'claim', now);
    });
    return this.one(tenant.id, row.id, lang);
  }

  /** Gives a user a coupon of a template outside any campaign (the demo seed; not counted against its total). */
  async grant(tenantId: number, userId: number, templateId: number): Promise<number> {
    const t = await this.repo.template(tenantId, templateId);
    if (!t) throw new AppError(ErrorCode.NOT_FOUND);
    return (await this.issue(this.repo.db, tenantId, userId, t, 'grant', this.clock())).id;
  }

  /** Gives a user a coupon of a template in the caller's transaction (a coupon activity's order, decision 044). */
  async grantIn(trx: Kysely<Database>, tenantId: number, userId: number, templateId: number, now: number): Promise<number> {
    const t = await this.repo.template(tenantId, templateId, trx);
    if (!t) throw new AppError(ErrorCode.ACTIVITY_NOT_FOUND);
    return (await this.issue(trx, tenantId, userId, t, 'grant', now)).id;
  }

  /** A template as a card shows it, or null (the activity module's coupon activities). */
  async templateSummary(tenantId: number, templateId: number, lang: Language): Promise<CouponTemplateSummary | null> {
    const t = await this.repo.template(tenantId, templateId);
    return t ? this.summary(t, lang) : null;
  }

  /** A new coupon of a template for a user, in the caller's transaction (claims, redemptions, the seed). */
  issue(
    trx: Kysely<Database>,
    tenantId: number,
    userId: number,
    t: CouponTemplateRow,
    source: UserCouponRow['source'],
    now: number,
  ): Promise<UserCouponRow> {
    const v = validityOf(t, now);
    return this.repo.insertUserCoupon(trx, {
      tenant_id: tenantId,
      template_id: t.id,
      user_id: userId,
      source,
      status: 'unused',
      valid_from: v.from,
      valid_to: v.to,
      order_id: null,
      used_at: null,
      claimed_at: now,
    });
  }

  /**
   * Step of placing an order (before its transaction): my coupon, usable now on this order — else
   * 5000190 (not mine, used, expired, not yet valid), 5000192 (another item), 5000191 (under the minimum
   * spend) — and its discount. The transaction then `use`s it conditionally.
   */
  async forOrder(tenantId: number, userId: number, couponId: number, target: CouponTarget, now: number): Promise<CouponForOrder> {
    const c = await this.repo.userCoupon(tenantId, couponId);
    if (!c || c.user_id !== userId || c.status !== 'unused') throw new AppError(ErrorCode.COUPON_NOT_USABLE);
    const refusal = refusalOf(termsOf(c), { from: Number(c.valid_from), to: Number(c.valid_to) }, target, now);
    if (refusal !== null) throw new AppError(refusal as typeof ErrorCode.COUPON_NOT_USABLE);
    return { couponId: c.id, discount: discountOf(termsOf(c), target.total) };
  }

  /** Step, in the order's transaction: the coupon used by this order, or 5000190 (another order took it first). */
  async use(
    trx: Kysely<Database>,
    tenantId: number,
    userId: number,
    couponId: number,
    orderId: number,
    now: number,
  ): Promise<void> {
    if (!(await this.repo.use(trx, tenantId, userId, couponId, orderId, now))) throw new AppError(ErrorCode.COUPON_NOT_USABLE);
  }

  /** Step, in the transaction that ends an unpaid order: its coupon comes back, once. */
  release(trx: Kysely<Database>, tenantId: number, couponId: number, orderId: number): Promise<boolean> {
    return this.repo.release(trx, tenantId, couponId, orderId);
  }

  /** What an order shows of its coupon. */
  async brief(
    tenantId: number,
    couponId: number,
    lang: Language,
  ): Promise<{ name: string; kind: 'amount' | 'percent'; value: number } | null> {
    const c = await this.repo.userCoupon(tenantId, couponId);
    return c ? { name: nameIn(c.name, lang), kind: c.kind, value: Number(c.value) } : null;
  }
}
