// The coupon rules the pages share, without React: how a coupon's value reads in each language, which
// coupon the buy sheet picks first, and what the exchange page sends for a typed code.
import { ErrorCode, type CallData, type Calls } from '@curio/contract/client';

export type Coupon = CallData<Calls['listMyCoupons']>['items'][number];
export type CouponActivity = CallData<Calls['listCouponActivities']>['items'][number];
export type Redemption = CallData<Calls['redeemCode']>;
export type OrderCoupon = NonNullable<CallData<Calls['getOrder']>['coupon']>;

/** What a coupon gives: a fixed amount (fen) or a percentage off. */
export interface CouponValue {
  kind: 'amount' | 'percent';
  amount: number | null;
  percent: number | null;
}

/** Yuan without trailing zero fen: 500 → '¥5', 550 → '¥5.50'. */
export function yuan(fen: number): string {
  const abs = Math.abs(fen);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${fen < 0 ? '-' : ''}¥${rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`}`;
}

/**
 * A coupon's value as people of the language say it. An amount is yuan everywhere ('¥5'). A percentage
 * off is, in Chinese, the share that is paid in 折 (15 % off → '8.5折', 10 % off → '9折'); in English
 * '15% off'; in Spanish '15 % dto.'; in French '-15 %'.
 */
export function couponValueText(c: CouponValue, lang: string): string {
  if (c.kind === 'amount') return yuan(c.amount ?? 0);
  const p = c.percent ?? 0;
  if (lang.startsWith('zh')) {
    // Tenths of the price paid, one decimal at most: 85 → 8.5, 90 → 9.
    const paid = (100 - p) / 10;
    return `${Number.isInteger(paid) ? String(paid) : paid.toFixed(1)}折`;
  }
  if (lang === 'es') return `${p} % dto.`;
  if (lang === 'fr') return `-${p} %`;
  return `${p}% off`;
}

/**
 * The buy sheet's first choice among coupons quoted for the order: the applicable one with the largest
 * discount (on a tie, the one that ends soonest, so the longer-lived one is kept); null when none applies.
 */
export function bestCoupon(coupons: readonly Coupon[]): Coupon | null {
  let best: Coupon | null = null;
  for (const c of coupons) {
    if (!c.quote?.applicable) continue;
    if (
      best === null ||
      c.quote.discount > best.quote!.discount ||
      (c.quote.discount === best.quote!.discount && c.validTo < best.validTo)
    ) {
      best = c;
    }
  }
  return best;
}

/** The picker's order: applicable coupons by discount (largest first), then the others as the server sent them. */
export function pickerOrder(coupons: readonly Coupon[]): Coupon[] {
  const ok = coupons.filter((c) => c.quote?.applicable);
  const no = coupons.filter((c) => !c.quote?.applicable);
  ok.sort((a, b) => b.quote!.discount - a.quote!.discount || a.validTo - b.validTo);
  return [...ok, ...no];
}

/** The user's choice in the picker: undefined = not chosen yet (the best one), 'none' = no coupon, else an id. */
export type CouponPick = number | 'none' | undefined;

/** The coupon the order will use for a pick: a picked coupon that no longer applies falls back to the best. */
export function chosenCoupon(coupons: readonly Coupon[], pick: CouponPick): Coupon | null {
  if (pick === 'none') return null;
  if (pick !== undefined) {
    const c = coupons.find((x) => x.id === pick);
    if (c?.quote?.applicable) return c;
  }
  return bestCoupon(coupons);
}

/**
 * A code as typed → what redeemCode is sent: upper case, without spaces, dashes or other separators
 * (people copy codes printed in groups: 'demq-5yua ncpn 2345' → 'DEMQ5YUANCPN2345').
 */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s\-_.·—–]+/g, '');
}

/** The code shown back in groups of four while typing: 'DEMQ5YUANCPN2345' → 'DEMQ 5YUA NCPN 2345'. */
export function groupCode(code: string): string {
  return normaliseCode(code).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Poll my redemptions while a redeemed collectible is minting (ms). */
export const MINTING_POLL_MS = 1500;

const VERIFY_CODES: ReadonlySet<number> = new Set([ErrorCode.NOT_REAL_NAME, ErrorCode.VERIFIED_INFO_FAILED]);
const CHAIN_CODES: ReadonlySet<number> = new Set([
  ErrorCode.VERIFIED_NO_CHAIN,
  ErrorCode.CHAIN_NOT_OPENED,
  ErrorCode.NO_CHAIN_ACCOUNT,
  ErrorCode.CHAIN_ACCOUNT_INFO_FAILED,
]);

/**
 * A collectible's redemption refused for the identity (as an airdrop is): the way forward is the real
 * name (7020076) or the chain account (7020078 and its kin); null for any other refusal.
 */
export function identityNeed(code: number | undefined): 'verify' | 'chain' | null {
  if (code === undefined) return null;
  if (VERIFY_CODES.has(code)) return 'verify';
  if (CHAIN_CODES.has(code)) return 'chain';
  return null;
}
