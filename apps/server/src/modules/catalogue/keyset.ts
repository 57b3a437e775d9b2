import { CatalogueSort, ErrorCode } from '@curio/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { AppError } from '../../errors';

// Keyset pagination (decision 011): a page is "the next `limit` rows after the last one seen" in a total
// order (sort key, id), never an offset, so rows added or removed before the cursor neither repeat nor
// skip anything on the next page, and a deep page costs what the first one does. The cursor is opaque
// to clients: base64url of [sortType, last sort value, last id].

export type SortColumn = 'rank' | 'sale_start' | 'price' | 'sold_count' | 'id' | 'published_at';

export interface SortSpec {
  /** The sortType the cursor belongs to (a cursor of another sort is refused). */
  code: number;
  column: SortColumn;
  direction: 'asc' | 'desc';
}

/** The drop lists' sorts (collections, blind boxes): every CatalogueSort. */
export const DROP_SORTS: Record<number, SortSpec> = {
  [CatalogueSort.RECOMMENDED]: { code: CatalogueSort.RECOMMENDED, column: 'rank', direction: 'desc' },
  [CatalogueSort.NEWEST]: { code: CatalogueSort.NEWEST, column: 'sale_start', direction: 'desc' },
  [CatalogueSort.PRICE_ASC]: { code: CatalogueSort.PRICE_ASC, column: 'price', direction: 'asc' },
  [CatalogueSort.PRICE_DESC]: { code: CatalogueSort.PRICE_DESC, column: 'price', direction: 'desc' },
  [CatalogueSort.POPULARITY]: { code: CatalogueSort.POPULARITY, column: 'sold_count', direction: 'desc' },
};

/** Series and creators: recommended (rank) or newest (id, the order they were added). */
export const NAME_SORTS: Record<number, SortSpec> = {
  [CatalogueSort.RECOMMENDED]: { code: CatalogueSort.RECOMMENDED, column: 'rank', direction: 'desc' },
  [CatalogueSort.NEWEST]: { code: CatalogueSort.NEWEST, column: 'id', direction: 'desc' },
};

/** Notices: newest published first. */
export const NOTICE_SORT: SortSpec = { code: 0, column: 'published_at', direction: 'desc' };

export function sortSpec(table: Record<number, SortSpec>, code: number): SortSpec {
  const spec = table[code];
  if (!spec) throw new AppError(ErrorCode.VALIDATION_FAILED);
  return spec;
}

/** Where the previous page ended. */
export interface After {
  value: number;
  id: number;
}

export function encodeCursor(spec: SortSpec, value: number, id: number): string {
  return Buffer.from(JSON.stringify([spec.code, value, id])).toString('base64url');
}

/** The position a cursor names; VALIDATION_FAILED for a broken cursor or one of another sort. */
export function decodeCursor(spec: SortSpec, cursor: string | undefined): After | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { reason: 'cursor' });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== spec.code ||
    !parsed.slice(1).every((n) => Number.isSafeInteger(n))
  ) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { reason: 'cursor' });
  }
  return { value: parsed[1] as number, id: parsed[2] as number };
}

/**
 * `(key, alias.id)` strictly after the cursor's position in the sort's direction (row values: both databases); the
 * key is `alias.column` unless given (a drop's units taken are an expression, decision 075).
 */
export function afterCondition(
  alias: string,
  spec: SortSpec,
  after: After,
  key: Expression<unknown> = sql.ref(`${alias}.${spec.column}`),
): Expression<SqlBool> {
  const op = sql.raw(spec.direction === 'asc' ? '>' : '<');
  if (spec.column === 'id') return sql<SqlBool>`${sql.ref(`${alias}.id`)} ${op} ${after.id}`;
  return sql<SqlBool>`(${key}, ${sql.ref(`${alias}.id`)}) ${op} (${after.value}, ${after.id})`;
}

/** Cuts a page of `limit` from the `limit + 1` rows fetched (one more tells whether a next page exists). */
export function pageFrom<R extends { id: number }, T>(
  rows: R[],
  limit: number,
  spec: SortSpec,
  valueOf: (row: R) => number,
  toItem: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map(toItem),
    nextCursor: more && last ? encodeCursor(spec, valueOf(last), last.id) : null,
  };
}

/** A LIKE pattern that matches `text` anywhere, with %, _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
