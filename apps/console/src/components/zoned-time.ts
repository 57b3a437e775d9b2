// Times in a named time zone (the tenant's, e.g. Asia/Shanghai) for <input type="datetime-local">: the
// console's operator may sit in another zone than the tenant's users, and a window "opens 20:00" means
// 20:00 where the users are.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of `ms` in `timeZone`. */
function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone` is ahead of UTC at the instant `ms`, in ms (Asia/Shanghai: 8 h). */
export function zoneOffset(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ms → "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone` ('' for none). */
export function toZonedInput(ms: number | null | undefined, timeZone: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const w = wallClock(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone` → ms (null for an empty or malformed value). */
export function fromZonedInput(value: string | null | undefined, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // The offset at the guess, then again at the result (a change of offset in between: summer time).
  let ms = wall - zoneOffset(wall, timeZone);
  const again = wall - zoneOffset(ms, timeZone);
  if (again !== ms) ms = again;
  return ms;
}

/** A short date and time shown on the wall clock of `timeZone`: "2026-12-01 20:00". */
export function zonedLabel(ms: number | null | undefined, timeZone: string): string {
  return toZonedInput(ms, timeZone).replace('T', ' ');
}
