/** Integer fen as yuan with two decimals and thousands separators: 123456 → "¥1,234.56". */
export function yuan(fen: number): string {
  return `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
