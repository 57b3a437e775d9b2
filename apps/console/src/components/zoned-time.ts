// Times in a named time zone (the tenant's, e.g. Asia/Shanghai) for <input type="datetime-local">: the
// console's operator may sit in another zone than the tenant's users, and a window "opens 20:00" means
// 20:00 where the users are.

import { zonedInstant, zonedWallClock } from '@curio/contract/client';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ms → "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone` ('' for none). */
export function toZonedInput(ms: number | null | undefined, timeZone: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const w = zonedWallClock(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone` → ms (null for an empty or malformed value). */
export function fromZonedInput(value: string | null | undefined, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '');
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s ?? 0),
  };
  return zonedInstant(wall, timeZone);
}

/** A short date and time shown on the wall clock of `timeZone`: "2026-12-01 20:00". */
export function zonedLabel(ms: number | null | undefined, timeZone: string): string {
  return toZonedInput(ms, timeZone).replace('T', ' ');
}
