import { orderStatusLabel, payMethodLabel, payProgressLabel, type Language, type OrderStatus } from '@curio/contract/client';

// Formatting shared by the operations pages (users, orders, chain jobs, finance; decision 039): money in
// fen shown as ¥1,234.50, times in the operator's language, the contract's labels for enums.

/** Integer fen → "¥1,234.50" (negative: "-¥12.00"). */
export function fen(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** Milliseconds → "2026-11-26 08:15:02" in the browser's time zone; '—' for null. */
export function dateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** antd Tag colours of the order states (antd's preset colours keep AA contrast in both themes). */
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  pending_payment: 'gold',
  paid: 'green',
  cancelled: 'default',
  closed: 'default',
  shipping: 'blue',
  completed: 'cyan',
  refunded: 'magenta',
};

export const orderStatusText = (s: OrderStatus, lang: Language) => orderStatusLabel(s, lang);
export const payMethodText = (m: number, lang: Language) => (m < 0 ? '—' : payMethodLabel(m, lang));
export const payProgressText = (p: number, lang: Language) => payProgressLabel(p, lang);

/** The start of a time range counted back from now: today, 7 or 30 days; undefined: all time. */
export function rangeStart(range: 'today' | '7d' | '30d' | 'all', now = Date.now()): number | undefined {
  if (range === 'all') return undefined;
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  if (range === '7d') d.setDate(d.getDate() - 6);
  if (range === '30d') d.setDate(d.getDate() - 29);
  return d.getTime();
}

/** Spec §4 payment channel types, by their spec names (2013 H5: the provider's cashier page, 2022 the wallet). */
const CHANNEL_NAMES: Record<number, string> = {
  2010: 'APP',
  2011: 'NATIVE',
  2012: 'MP',
  2013: 'H5',
  2015: 'POLYMERIC',
  2020: 'CREDIT_CARD',
  2022: 'WALLET',
};
export const channelText = (c: number) => `${CHANNEL_NAMES[c] ?? '?'} (${c})`;
