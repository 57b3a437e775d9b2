import { ErrorCode } from '@curio/contract';

/** What a coupon gives and where it applies (a template's, or a user coupon's with its template). */
export interface CouponTerms {
  kind: 'amount' | 'percent';
  /** Fen off (amount) or percent off, 1-99 (percent). */
  value: number;
  minSpend: number;
  /** [] = every business type / every collection. */
  businessTypes: number[];
  collectionIds: number[];
}

/** The order a coupon would be used on. */
export interface CouponTarget {
  businessType: number;
  /** The collection ordered (a listing's collection); null for a blind box. */
  collectionId: number | null;
  /** quantity × unit price, fen. */
  total: number;
}

/** The least an order with a coupon still costs (decision 043): 1 fen, so that every order is paid. */
export const MIN_PAYABLE = 1;

/**
 * The discount of a coupon on a total, in fen (decision 043): a fixed amount takes min(amount, total − 1);
 * a percentage takes floor(total × percent / 100), rounded down to the fen (the buyer pays the part of a
 * fen), also capped at total − 1. Never negative, never more than the total, and the payable total is
 * always at least MIN_PAYABLE (a total of 0 or 1 fen takes no discount).
 */
export function discountOf(terms: Pick<CouponTerms, 'kind' | 'value'>, total: number): number {
  if (!Number.isSafeInteger(total) || total <= MIN_PAYABLE) return 0;
  const cap = total - MIN_PAYABLE;
  const raw =
    terms.kind === 'amount'
      ? terms.value
      : // Exact integer arithmetic: total ≤ 2^53 / 100 in practice, BigInt keeps it exact beyond.
        Number((BigInt(total) * BigInt(terms.value)) / 100n);
  return Math.max(0, Math.min(raw, cap));
}

/**
 * Why a coupon cannot be used on an order (null: it can): 5000190 not valid now (the caller checks
 * ownership and state), 5000192 another business type or collection, 5000191 under the minimum spend.
 */
export function refusalOf(
  terms: CouponTerms,
  validity: { from: number; to: number },
  target: CouponTarget,
  now: number,
): number | null {
  if (now < validity.from || now >= validity.to) return ErrorCode.COUPON_NOT_USABLE;
  if (terms.businessTypes.length > 0 && !terms.businessTypes.includes(target.businessType))
    return ErrorCode.COUPON_NOT_APPLICABLE;
  if (terms.collectionIds.length > 0 && (target.collectionId === null || !terms.collectionIds.includes(target.collectionId)))
    return ErrorCode.COUPON_NOT_APPLICABLE;
  if (target.total < terms.minSpend) return ErrorCode.COUPON_MIN_SPEND;
  return null;
}
