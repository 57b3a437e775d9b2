// Wall clocks in named time zones (a tenant's, by default DEFAULT_TIME_ZONE): the date and time an instant shows
// in a zone, and the instant at which a zone's clock shows a given date and time. The server (a month's bills,
// a per-day limit), the storefront and the console share them; one `Intl.DateTimeFormat` per zone, made once.

/** The date and time an instant shows in a time zone (month 1-12, hour 0-23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The date and time the instant `ms` shows in `timeZone`, daylight saving time included (to the second). */
export function zonedWallClock(ms: number, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of formatFor(timeZone).formatToParts(ms)) parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some ICU versions write midnight as 24 even in the 23-hour cycle.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `timeZone` is ahead of UTC at the instant `ms`, in ms (Asia/Shanghai: 8 h; to the second). */
export function zoneOffset(ms: number, timeZone: string): number {
  const w = zonedWallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant at which the clock of `timeZone` shows `wall`: the offset at a first guess, then again at the
 * result, in case the offset changed in between (summer time). A time that a change of offset skips over or
 * repeats maps to an instant within that change's hour.
 */
export function zonedInstant(wall: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - zoneOffset(asUtc, timeZone);
  return asUtc - zoneOffset(first, timeZone);
}
