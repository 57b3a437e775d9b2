import { randomInt } from 'node:crypto';

/**
 * Business numbers (orders, payments; later listings, recharges): time to the second, then 12 random
 * digits, after an optional prefix ('P' for payments); unique per tenant by their tables' indexes.
 * An order number is 26 characters.
 */
export function newBusinessNo(now: number, prefix = ''): string {
  const d = new Date(now);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
  return `${prefix}${stamp}${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}
