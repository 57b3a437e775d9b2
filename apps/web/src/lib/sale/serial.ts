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
