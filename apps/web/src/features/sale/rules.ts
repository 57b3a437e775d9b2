// The primary sale's rules: quantities, refusals, polling, order tabs, serial numbers.
import {
  BusinessType,
  ErrorCode,
  ORDER_QUANTITY_MAX,
  PayProgress,
  type OrderItemKind,
  type OrderStatus,
} from '@curio/contract/client';

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
  'refunded',
] as const satisfies readonly (OrderStatus | 'all')[];
export type OrderTab = (typeof ORDER_TABS)[number];

/** A tab from a page's query (`?status=paid`), 'all' otherwise. */
export function orderTabParam(value: string | undefined): OrderTab {
  return ORDER_TABS.find((t) => t === value) ?? 'all';
}

/**
 * The order list's kind filter (decision 071): every kind, or one kind of what an order is for, each one
 * business type (spec §4: 4 B2C_COLLECTION, 3 B2C_BOX, 7 C2C; Curio's 5 ACTIVITY). Its labels are the
 * contract's item-kind labels, the words each order card's tag shows.
 */
export const ORDER_KIND_FILTERS = ['all', 'collection', 'blindBox', 'listing', 'activity'] as const satisfies readonly (
  OrderItemKind | 'all'
)[];
export type OrderKindFilter = (typeof ORDER_KIND_FILTERS)[number];

const KIND_BUSINESS_TYPE = {
  collection: BusinessType.B2C_COLLECTION,
  blindBox: BusinessType.B2C_BOX,
  listing: BusinessType.C2C,
  activity: BusinessType.ACTIVITY,
} as const satisfies Record<OrderItemKind, number>;

/** The business type the list call filters by; undefined for every kind. */
export function kindBusinessType(kind: OrderKindFilter): (typeof KIND_BUSINESS_TYPE)[OrderItemKind] | undefined {
  return kind === 'all' ? undefined : KIND_BUSINESS_TYPE[kind];
}

/** A kind from a page's query (`?kind=blindBox`), 'all' otherwise. */
export function orderKindParam(value: string | undefined): OrderKindFilter {
  return ORDER_KIND_FILTERS.find((k) => k === value) ?? 'all';
}

/** The order list's address for a state and a kind (the defaults left out). */
export function orderListSearch(tab: OrderTab, kind: OrderKindFilter): string {
  const q = new URLSearchParams();
  if (tab !== 'all') q.set('status', tab);
  if (kind !== 'all') q.set('kind', kind);
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}

/**
 * The caller's own unpaid order a 7020072 refusal names in its data (decision 071), or null when the
 * refusal names none (an older server, or the order ended meanwhile).
 */
export function blockingOrderNo(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('orderNo' in data)) return null;
  const no = (data as { orderNo: unknown }).orderNo;
  return typeof no === 'string' && /^[0-9A-Z]{8,32}$/.test(no) ? no : null;
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
