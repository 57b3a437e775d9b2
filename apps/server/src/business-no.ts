import { randomInt } from 'node:crypto';

/**
 * The numbers this process gave out lately, in two generations of up to `GENERATION` each: a number is never given
 * out twice while it is in either (the calls of one batch carry their requests' times, not in order).
 */
const GENERATION = 10_000;
let recent = new Set<string>();
let older = new Set<string>();

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
 * a shop takes. This process never repeats one of its last 10,000 numbers; another process's may (one chance in
 * a billion per pair in the same millisecond): the index refuses it, and the purchase's batch runs it again,
 * where it takes a new number (group-commit.ts); an activity order, in a transaction of its own, is placed again
 * (flows/activity-order.ts).
 */
export function newBusinessNo(now: number, prefix = ''): string {
  return businessNumbers.next(now, prefix);
}

const p = (n: number, w = 2) => String(n).padStart(w, '0');

/** The last millisecond stamped and its stamp: the purchases that arrive together share their millisecond. */
let stampedAt = NaN;
let lastStamp = '';

/** `now` as yyyyMMddHHmmssSSS (UTC). */
function stampOf(now: number): string {
  if (now === stampedAt) return lastStamp;
  const d = new Date(now);
  lastStamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}${p(d.getUTCMilliseconds(), 3)}`;
  stampedAt = now;
  return lastStamp;
}

function fresh(now: number, prefix: string): string {
  const stamp = stampOf(now);
  let n: string;
  do n = `${prefix}${stamp}${p(randomInt(0, 1e9), 9)}`;
  while (recent.has(n) || older.has(n));
  recent.add(n);
  if (recent.size >= GENERATION) {
    older = recent;
    recent = new Set();
  }
  return n;
}
