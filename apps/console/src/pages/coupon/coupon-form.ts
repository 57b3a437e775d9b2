import type { LocalizedValue } from '../../components/localized-input';
import { yuanToFen } from '../../lib/money';
import { fromZonedInput, toZonedInput } from '../../components/zoned-time';
import type { CouponBody, RedeemBody } from './api';

export { yuanToFen };

// The coupon area's forms' values ↔ the bodies of createCoupon and createRedeemCodes (decision 043): money is
// typed in yuan with two decimals and sent in integer fen, a percentage 1-99, a validity window on the
// tenant's wall clock (`tz`) or N days after the claim.

/** The business types a coupon may be scoped to (spec §4): 3 blind box, 4 collection, 7 resale. */
/** The orders a coupon may be limited to: blind boxes, collections, activity orders (decision 044), resale. */
export const SCOPE_TYPES = [3, 4, 5, 7] as const;
export type ScopeType = (typeof SCOPE_TYPES)[number];

export interface CouponFormValues {
  name?: LocalizedValue;
  kind: 'amount' | 'percent';
  /** Yuan off (kind amount), two decimals. */
  amountYuan?: number | null;
  /** Percent off (kind percent), 1-99. */
  percent?: number | null;
  /** Yuan; empty or 0 = no minimum. */
  minSpendYuan?: number | null;
  validityKind: 'fixed' | 'days';
  validFrom?: string;
  validTo?: string;
  days?: number | null;
  total?: number | null;
  perUserLimit?: number | null;
  businessTypes?: ScopeType[];
  collectionIds?: number[];
  claimable: boolean;
}

export interface RedeemFormValues {
  name?: string;
  grants: 'coupon' | 'collectible';
  couponId?: number;
  collectionId?: number;
  count?: number | null;
  expiresAt?: string;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const nextHour = (now: number) => Math.ceil(now / HOUR) * HOUR;

const nonEmpty = (v: LocalizedValue | undefined): LocalizedValue =>
  Object.fromEntries(
    Object.entries(v ?? {})
      .filter(([, x]) => typeof x === 'string' && x.trim() !== '')
      .map(([k, x]) => [k, x!.trim()]),
  );

/** A new coupon's form: ¥5 off, no minimum, valid 30 days from the next full hour, 1,000 of them, one each. */
export function newCouponForm(tz: string, now = Date.now()): CouponFormValues {
  const start = nextHour(now);
  return {
    kind: 'amount',
    amountYuan: 5,
    percent: 10,
    minSpendYuan: 0,
    validityKind: 'fixed',
    validFrom: toZonedInput(start, tz),
    validTo: toZonedInput(start + 30 * DAY, tz),
    days: 7,
    total: 1000,
    perUserLimit: 1,
    businessTypes: [],
    collectionIds: [],
    claimable: true,
  };
}

export function toCouponBody(v: CouponFormValues, tz: string): CouponBody {
  return {
    name: nonEmpty(v.name),
    kind: v.kind,
    ...(v.kind === 'amount' ? { amount: yuanToFen(v.amountYuan) } : { percent: Math.round(v.percent ?? 0) }),
    minSpend: yuanToFen(v.minSpendYuan),
    validity:
      v.validityKind === 'fixed'
        ? { kind: 'fixed', from: fromZonedInput(v.validFrom, tz) ?? 0, to: fromZonedInput(v.validTo, tz) ?? 0 }
        : { kind: 'days', days: v.days ?? 0 },
    total: v.total ?? 0,
    perUserLimit: v.perUserLimit ?? 1,
    scope: { businessTypes: [...(v.businessTypes ?? [])].sort(), collectionIds: [...(v.collectionIds ?? [])] },
    claimable: v.claimable,
  };
}

/** A new batch's form: grants a coupon, 100 codes, valid 30 days from the next full hour. */
export function newRedeemForm(tz: string, now = Date.now()): RedeemFormValues {
  return { grants: 'coupon', count: 100, expiresAt: toZonedInput(nextHour(now) + 30 * DAY, tz) };
}

export function toRedeemBody(v: RedeemFormValues, tz: string): RedeemBody {
  return {
    name: (v.name ?? '').trim(),
    grants:
      v.grants === 'coupon' ? { kind: 'coupon', couponId: v.couponId! } : { kind: 'collectible', collectionId: v.collectionId! },
    count: v.count ?? 0,
    expiresAt: fromZonedInput(v.expiresAt, tz) ?? 0,
  };
}

/** The CSV's file name: "redeem-codes-<batch name>-<YYYY-MM-DD on the tenant's clock>.csv", safe on every system. */
export function csvFileName(batchName: string, tz: string, now = Date.now()): string {
  const safe = [...batchName.trim()]
    .filter((c) => c >= ' ' && !'\\/:*?"<>|'.includes(c))
    .join('')
    .replace(/\s+/g, '-')
    .slice(0, 40);
  const day = toZonedInput(now, tz).slice(0, 10);
  return `redeem-codes-${safe ? `${safe}-` : ''}${day}.csv`;
}
