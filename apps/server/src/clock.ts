/**
 * The time services read. Production passes `Date.now`; tests pass a clock they move forward, so that
 * windows, lockouts and expiries are tested without sleeping.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day ('YYYY-MM-DD') of the instant `ms` in `timeZone`: "per day" limits use the
 * tenant's time zone (PRODUCT.md §3).
 */
export function dayIn(ms: number, timeZone: string): string {
  let fmt = dayFormatters.get(timeZone);
  if (!fmt) {
    // en-CA formats dates as YYYY-MM-DD.
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, fmt);
  }
  return fmt.format(new Date(ms));
}

/**
 * The last `n` calendar days ('YYYY-MM-DD') of `timeZone` up to the day of `now`, oldest first, each with
 * the instant it starts; `end` is the instant the day after the last starts. Days are consecutive dates
 * (a day of 23 or 25 hours in a zone with summer time is one day).
 */
export function lastDaysIn(now: number, n: number, timeZone: string): { days: { day: string; start: number }[]; end: number } {
  const [y, m, d] = dayIn(now, timeZone).split('-').map(Number) as [number, number, number];
  /** The calendar date `offset` days from today (pure date arithmetic, in UTC). */
  const dateAt = (offset: number) => new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  const days = Array.from({ length: n }, (_, i) => {
    const day = dateAt(i - n + 1);
    return { day, start: dayStartIn(day, timeZone) };
  });
  return { days, end: dayStartIn(dateAt(1), timeZone) };
}

/** The calendar date `offset` days after `day` ('YYYY-MM-DD'; pure date arithmetic). */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
}

/**
 * The calendar days `from` to `to` ('YYYY-MM-DD', both included) of `timeZone`, each with the instant it
 * starts; `end` is the instant the day after `to` starts. Empty when `from` is after `to`.
 */
export function daysIn(from: string, to: string, timeZone: string): { days: { day: string; start: number }[]; end: number } {
  const days: { day: string; start: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, start: dayStartIn(day, timeZone) });
  return { days, end: dayStartIn(addDays(to, 1), timeZone) };
}

/** The first instant (ms) whose calendar day in `timeZone` is `day` ('YYYY-MM-DD'). */
function dayStartIn(day: string, timeZone: string): number {
  // Every zone's offset lies within ±18 hours of UTC: search that window for the first instant of the day.
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let lo = midnightUtc - 18 * 3_600_000; // still the day before
  let hi = midnightUtc + 18 * 3_600_000; // already the day
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayIn(mid, timeZone) >= day) hi = mid;
    else lo = mid;
  }
  return hi;
}
