// The primary sale's rules: quantities, refusals, polling, order tabs, serial numbers.
import { ErrorCode, ORDER_QUANTITY_MAX, PayProgress, type OrderStatus } from '@curio/contract/client';

/**
 * The buy sheet's stepper bound: min(per-user limit, remaining stock, what one order may hold (the
 * contract's ORDER_QUANTITY_MAX; the server refuses more with 7020074)), at least 1.
 */
export function maxQuantity(perUserLimit: number, remaining: number): number {
  return Math.max(1, Math.min(perUserLimit, remaining, ORDER_QUANTITY_MAX));
}

/** A typed or stepped quantity kept within 1..max (non-numbers become 1). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

/** What the buy sheet offers next to a refusal of placeOrder (spec §8 codes; PRODUCT.md §5). */
export type RefusalAction = 'verify' | 'chain' | 'unpaid' | 'stock' | null;

const VERIFY: ReadonlySet<number> = new Set([ErrorCode.NOT_REAL_NAME, ErrorCode.VERIFIED_INFO_FAILED]);
const CHAIN: ReadonlySet<number> = new Set([
  ErrorCode.VERIFIED_NO_CHAIN,
  ErrorCode.CHAIN_NOT_OPENED,
  ErrorCode.NO_CHAIN_ACCOUNT,
  ErrorCode.CHAIN_ACCOUNT_INFO_FAILED,
]);
// SOLD_OUT is also a resale listing sold or taken off the shelf meanwhile; LOCKED one held by another order.
const STOCK: ReadonlySet<number> = new Set([ErrorCode.SOLD_OUT, ErrorCode.INVENTORY_SHORTAGE, ErrorCode.LOCKED]);

/**
 * The way forward from a refusal: verify the real name, open the chain account, go to the unpaid
 * order (7020072; the spec says 7020077 may mean it too, but Curio answers it only for the chain
 * account), or look at the drop again (stock or sale window changed). null: the message says it all.
 */
export function refusalAction(code: number | undefined): RefusalAction {
  if (code === undefined) return null;
  if (VERIFY.has(code)) return 'verify';
  if (CHAIN.has(code)) return 'chain';
  if (code === ErrorCode.ORDER_EXISTS) return 'unpaid';
  if (STOCK.has(code)) return 'stock';
  return null;
}

/** How often the cashier asks where a payment is (spec §4 progress), until it ends. */
export const PAYMENT_POLL_MS = 1500;

/** How often pages look again while a collectible is minting (it turns into the on-chain facts). */
export const MINTING_POLL_MS = 2500;

/** Spec §4 payment progress that ends a payment: 5 TIMEOUT, 6 FAIL, 7 SUCCESS. */
export function isFinalProgress(progress: number): boolean {
  return progress === PayProgress.TIMEOUT || progress === PayProgress.FAIL || progress === PayProgress.SUCCESS;
}

/** The order list's tabs: every order, then one per state a buyer sees in the primary sale. */
export const ORDER_TABS = [
  'all',
  'pending_payment',
  'paid',
  'shipping',
  'completed',
  'cancelled',
  'closed',
] as const satisfies readonly (OrderStatus | 'all')[];
export type OrderTab = (typeof ORDER_TABS)[number];

/** A tab from a page's query (`?status=paid`), 'all' otherwise. */
export function orderTabParam(value: string | undefined): OrderTab {
  return ORDER_TABS.find((t) => t === value) ?? 'all';
}

/** A serial number as the product shows it: `#17/1000` (PRODUCT.md §5). */
export function serialText(serial: number, totalSupply: number): string {
  return `#${serial}/${totalSupply}`;
}

/**
 * An order's serial numbers, compact: consecutive runs become ranges (`#3–#5/1000`), so a large order
 * stays one line. Sorted, duplicates dropped.
 */
export function serialRuns(serials: readonly number[], totalSupply: number): string[] {
  const sorted = [...new Set(serials)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    const a = sorted[i] ?? 0;
    const b = sorted[j] ?? 0;
    out.push(j - i >= 2 ? `#${a}–#${b}/${totalSupply}` : serialText(a, totalSupply));
    if (j - i === 1) out.push(serialText(b, totalSupply));
    i = j + 1;
  }
  return out;
}
