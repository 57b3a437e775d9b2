// The resale market's rules on the web side: the price typed in yuan, the serial, what a quote says.
import type { ListingStatus } from '@curio/contract/client';

/** A price typed in yuan ('12', '12.5', '12.50') as integer fen, or null when it is not one. */
export function yuanToFen(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [yuan = '0', fen = ''] = value.split('.');
  return Number(yuan) * 100 + Number(fen.padEnd(2, '0'));
}

/** Fen as the yuan text an input holds ('12.50' → '12.5'; 1200 → '12'). */
export function fenToYuanText(fen: number): string {
  const yuan = Math.trunc(fen / 100);
  const rest = fen % 100;
  return rest === 0 ? String(yuan) : `${yuan}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** A serial number as the product shows it: `#17/1000` (PRODUCT.md §5). */
export const serialText = (serial: number, totalSupply: number) => `#${serial}/${totalSupply}`;

/** Can a buyer order this listing now? Only on sale: locked (a buyer's unpaid order), sold and cancelled cannot. */
export const isBuyable = (status: ListingStatus) => status === 'on-sale';

/** Rates come in basis points (500 = 5 %): as a percentage text ('5%', '2.5%'). */
export function percentText(bp: number): string {
  const pct = bp / 100;
  return `${Number.isInteger(pct) ? pct : pct.toFixed(2).replace(/0+$/, '')}%`;
}

/** The C2C tab's sorts, the B2C tab's codes (contract LISTING_SORTS): recommended, newest, price up, price down. */
export const LISTING_SORT_CODES = [-1, 1, 2, 3] as const;
