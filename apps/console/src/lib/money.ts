/** Integer fen as yuan with two decimals and thousands separators: 123456 → "¥1,234.56". */
export function yuan(fen: number): string {
  return `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Yuan as typed (up to two decimals) → integer fen: 12.5 → 1250, 0.29 → 29 (rounded, so no float drift). */
export function yuanToFen(yuan: number | string | null | undefined): number {
  if (yuan === null || yuan === undefined || yuan === '') return 0;
  const n = typeof yuan === 'number' ? yuan : Number(yuan);
  if (!Number.isFinite(n)) return 0;
  return Math.round(n * 100);
}
