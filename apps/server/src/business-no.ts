import { randomInt } from 'node:crypto';

/** The millisecond of the numbers in `issued`, and the random parts this process gave out in it. */
let issuedMs = Number.NaN;
const issued = new Set<number>();

/** Where `newBusinessNo` takes its numbers: a test puts another process's number first, to make a clash. */
export const businessNumbers = { next: fresh };

/**
 * Business numbers (orders, payments; later listings, recharges): time to the millisecond, then 9 random
 * digits, after an optional prefix ('P' for payments); unique per tenant by their tables' indexes. An order
 * number is 26 characters.
 *
 * Why the millisecond (decision 090): the numbers of one table's index are ordered by it, so the numbers made
 * together sit together in the index. With only the second before the random digits, the orders of a rush's
 * second spread over every leaf page of that second's range, and each commit of a batch rewrote a page of the
 * index per order into SQLite's log (17 of a commit's 51 pages). The random digits still hide how many orders
 * a shop takes. Within this process a millisecond's numbers never repeat; another process's may (one chance in
 * a billion per pair in the same millisecond): the index refuses it, and the purchase's batch runs it again,
 * where it takes a new number (group-commit.ts).
 */
export function newBusinessNo(now: number, prefix = ''): string {
  return businessNumbers.next(now, prefix);
}

function fresh(now: number, prefix: string): string {
  const d = new Date(now);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}${p(d.getUTCMilliseconds(), 3)}`;
  if (now !== issuedMs) {
    issuedMs = now;
    issued.clear();
  }
  let random = randomInt(0, 1e9);
  while (issued.has(random)) random = randomInt(0, 1e9);
  issued.add(random);
  return `${prefix}${stamp}${p(random, 9)}`;
}
