/** Plain-text tables for the benches: a title, a header row, columns padded (numbers to the right). */
export function printGrid(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.every((r) => /^[-\d.,x%≥ ]*$/.test(r[i] ?? '')));
  const line = (cells: string[]) =>
    `  ${cells
      .map((c, i) => (numeric[i] && i > 0 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()}`;
  console.log(`\n${title}`);
  console.log('-'.repeat(Math.min(110, title.length)));
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** 12345.6 → '12,346'; small figures keep `digits` decimals. */
export function num(n: number, digits = 0): string {
  if (!Number.isFinite(n)) return '-';
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const ratio = (a: number, b: number): string => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');
