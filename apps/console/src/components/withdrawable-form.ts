import type { LocalizedValue } from './localized-input';

// What the forms of a recipe (pages/synthesis) and an activity (pages/activity) share: the rows of
// [collection, count] that CollectionRows edits, the languages left empty, a new one's start.

/** One row of CollectionRows: a collection and how many (either unset while being filled in). */
export interface CollectionRow {
  collectionId?: number;
  count?: number;
}

export const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The next full hour after `now`. */
export const nextHour = (now: number) => Math.ceil(now / HOUR) * HOUR;

/** The languages with a text (an empty or blank one is left out). */
export const nonEmpty = (v: LocalizedValue | undefined): LocalizedValue =>
  Object.fromEntries(Object.entries(v ?? {}).filter(([, x]) => typeof x === 'string' && x.trim() !== ''));

/** The filled-in rows, as the server takes them (a row without a count counts 1). */
export const rows = (r: CollectionRow[] | undefined) =>
  (r ?? [])
    .filter((x): x is { collectionId: number; count?: number } => typeof x.collectionId === 'number')
    .map((x) => ({ collectionId: x.collectionId, count: x.count ?? 1 }));
