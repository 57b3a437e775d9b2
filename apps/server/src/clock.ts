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
