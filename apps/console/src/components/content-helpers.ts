import { ConsoleRequestError } from '../lib/request';

// Small helpers the content pages share (catalogue, notices, airdrops).

/** The problems of a refused save or import, by path (CATALOGUE_ENTRY_REFUSED's and VALIDATION_FAILED's data.issues). */
export function issuesOf(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ConsoleRequestError)) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as { path: string; message: string }[]) : [];
}

/** Money: fen as ¥1,234.50. */
export const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** ms → the value of an <input type="datetime-local"> in the browser's time zone, and back. */
export function toLocalInput(ms: number | undefined | null): string {
  if (ms === undefined || ms === null || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
export function fromLocalInput(v: string | undefined): number | null {
  if (!v) return null;
  const ms = new Date(v).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** A date and time in the browser's locale, short. */
export const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
