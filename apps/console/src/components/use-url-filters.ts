import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

// A console list's state in the address (decision 068): its filters, its page size and the keyset cursor of
// the page on screen, in the query string, so that a reload, a shared link and the browser's back and
// forward all find the same page of the same search. Every change is a new history entry.
//
//   ?status=paid&size=20&cursor=812&trail=940.876
//
// `cursor` is the `before` the server pages with (the last row's id of the page before); `trail` the
// cursors of the pages between the first and this one, so that "previous" needs no server help. A value
// the address cannot hold (a word where an id goes, a page size not offered) is read as absent.

/** How one filter is written in the address and read back; what `parse` cannot read is absent. */
export interface UrlField<T> {
  parse(raw: string): T | undefined;
  format(value: T): string;
}

const ID = /^[1-9]\d{0,9}$/;
/** The contract's ID_MAX (decision 059): every id column is 32 bits. */
const ID_MAX = 2_147_483_647;
const parseId = (raw: string): number | undefined => {
  if (!ID.test(raw)) return undefined;
  const n = Number(raw);
  return n <= ID_MAX ? n : undefined;
};
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The kinds of filter a list keeps in the address. */
export const urlField = {
  /** Trimmed text, absent when empty; at most `max` characters (longer: absent). */
  text: (max = 80): UrlField<string> => ({
    parse: (raw) => {
      const v = raw.trim();
      return v !== '' && v.length <= max ? v : undefined;
    },
    format: (v) => v.trim(),
  }),
  /** A positive whole number (a user id, a tenant id). */
  id: (): UrlField<number> => ({ parse: parseId, format: String }),
  /** One of a fixed set (a status, a business type). */
  oneOf: <T extends string | number>(values: readonly T[]): UrlField<T> => ({
    parse: (raw) => values.find((v) => String(v) === raw),
    format: String,
  }),
  /** A calendar day, YYYY-MM-DD (a date range's ends). */
  day: (): UrlField<string> => ({
    parse: (raw) => {
      const m = DAY.exec(raw);
      if (!m) return undefined;
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return d.toISOString().slice(0, 10) === raw ? raw : undefined;
    },
    format: (v) => v,
  }),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any value type
export type UrlFields = Record<string, UrlField<any>>;

/** The filter a set of fields describes: each one optional. */
export type UrlFilters<S extends UrlFields> = { [K in keyof S]?: S[K] extends UrlField<infer T> ? T : never };

/** The page sizes a console list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The address's parameters a list's paging takes: no filter may be called so. */
export const PAGING_PARAMS = ['size', 'cursor', 'trail'] as const;

/**
 * What a cursor is: `id`, the id of the last row of the page before (the console's lists, `before` →
 * `nextBefore`), or `opaque`, a base64url token (the storefront's `cursor` → `nextCursor`, decision 011).
 */
export type CursorKind = 'id' | 'opaque';

/** The paging half of a list's state: what `PagedTable` needs. */
export interface UrlPaging {
  /** The page size in use (one of `sizes`). */
  size: number;
  sizes: readonly number[];
  /** The cursor of the page on screen, as the address holds it; undefined: the first page. */
  cursor: string | undefined;
  /** 1 for the first page. */
  page: number;
  setSize(size: number): void;
  /** To the page after this one: `nextCursor` is what the server answered for it (`nextBefore`, `nextCursor`). */
  next(nextCursor: string | number): void;
  /** To the page before this one (the first page stays). */
  prev(): void;
  first(): void;
}

/** What an id-cursor list's call is sent for the page on screen: `limit` and `before`. */
export function idPage(p: Pick<UrlPaging, 'size' | 'cursor'>): { limit: number; before?: number } {
  return p.cursor === undefined ? { limit: p.size } : { limit: p.size, before: Number(p.cursor) };
}

export interface UrlListState<F> extends UrlPaging {
  /** The filter the address holds. */
  filter: F;
  /** The filter as one stable string: a filter form's `key`, so that back and forward refill it. */
  filterKey: string;
  /** A new search: the filter replaced, back to the first page (the page size kept). */
  setFilter(next: F): void;
}

export interface UrlFilterOptions {
  sizes?: readonly number[];
  defaultSize?: number;
  /** Default `id`. */
  cursor?: CursorKind;
}

const OPAQUE = /^[A-Za-z0-9_-]{1,200}$/;

function cursorsOf(params: URLSearchParams, kind: CursorKind): { cursor: string | undefined; trail: string[] } {
  const none = { cursor: undefined, trail: [] };
  const raw = params.get('cursor');
  if (raw === null) return none;
  const rawTrail = params.get('trail');
  const trail = rawTrail ? rawTrail.split('.') : [];
  if (kind === 'opaque') return OPAQUE.test(raw) && trail.every((x) => OPAQUE.test(x)) ? { cursor: raw, trail } : none;
  const ids = [...trail, raw].map(parseId);
  // Newest first: each page's cursor is below the one before it; anything else is no trail of ours.
  const ok = ids.every((x, i) => x !== undefined && (i === 0 || x < ids[i - 1]!));
  return ok ? { cursor: raw, trail } : none;
}

/** The list an address holds: its filter (as one string), page size, cursor and trail. */
function readList(search: string, fields: UrlFields, sizes: readonly number[], defaultSize: number, kind: CursorKind) {
  const p = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, field] of Object.entries(fields)) {
    const raw = p.get(name);
    const v = raw === null ? undefined : field.parse(raw);
    if (v !== undefined) kept.set(name, field.format(v));
  }
  const rawSize = Number(p.get('size'));
  const size = sizes.includes(rawSize) ? rawSize : defaultSize;
  const { cursor, trail } = cursorsOf(p, kind);
  return { filterKey: kept.toString(), size, cursor, trail };
}

/** The filter a filter string (`readList`'s `filterKey`) holds. */
function filterOf<S extends UrlFields>(filterKey: string, fields: S): UrlFilters<S> {
  const p = new URLSearchParams(filterKey);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const raw = p.get(name);
    if (raw !== null) out[name] = field.parse(raw);
  }
  return out as UrlFilters<S>;
}

/**
 * A list's filters and page in the address. `fields` names each filter and its kind (keep it a module
 * constant); the page size, cursor and trail sit beside them under `PAGING_PARAMS`' names.
 */
export function useUrlFilters<S extends UrlFields>(fields: S, options: UrlFilterOptions = {}): UrlListState<UrlFilters<S>> {
  const [params, setParams] = useSearchParams();
  const sizes = options.sizes ?? PAGE_SIZES;
  const defaultSize = options.defaultSize ?? DEFAULT_PAGE_SIZE;
  const kind = options.cursor ?? 'id';
  const search = params.toString();

  const state = useMemo(() => readList(search, fields, sizes, defaultSize, kind), [search, fields, sizes, defaultSize, kind]);

  // The address this hook wrote last, until a render has read an address since. A navigation renders in a
  // transition, so a change the user makes before that render (a page size picked just after a search) must
  // start from the address written, not from the render's older one, or it would drop the search.
  const written = useRef<string | null>(null);
  useLayoutEffect(() => {
    written.current = null;
  }, [search]);
  /** The list as the address holds it now: the one this hook wrote last, else the one rendered. */
  const latest = useCallback(
    () => (written.current === null ? state : readList(written.current, fields, sizes, defaultSize, kind)),
    [state, fields, sizes, defaultSize, kind],
  );

  // The same object while the filter stays (paging keeps it): a form's effect or a query key may hang on it.
  const filter = useMemo(() => filterOf(state.filterKey, fields), [state.filterKey, fields]);

  /** Writes a new address: the filter, the size when not the default, the cursor and its trail. */
  const go = useCallback(
    (filter: UrlFilters<S>, size: number, cursor: string | undefined, trail: readonly string[]) => {
      const next = new URLSearchParams();
      for (const [name, field] of Object.entries(fields)) {
        const v = (filter as Record<string, unknown>)[name];
        if (v !== undefined && v !== null && v !== '') {
          const text = field.format(v);
          if (field.parse(text) !== undefined) next.set(name, text);
        }
      }
      if (size !== defaultSize) next.set('size', String(size));
      if (cursor !== undefined) {
        next.set('cursor', cursor);
        if (trail.length > 0) next.set('trail', trail.join('.'));
      }
      written.current = next.toString();
      setParams(next);
    },
    [fields, defaultSize, setParams],
  );

  const { filterKey, size, cursor, trail } = state;
  return useMemo(
    () => ({
      filter,
      filterKey,
      size,
      sizes,
      cursor,
      page: cursor === undefined ? 1 : trail.length + 2,
      setFilter: (next: UrlFilters<S>) => go(next, latest().size, undefined, []),
      setSize: (n: number) => go(filterOf(latest().filterKey, fields), sizes.includes(n) ? n : defaultSize, undefined, []),
      next: (nextCursor: string | number) => go(filter, size, String(nextCursor), cursor === undefined ? [] : [...trail, cursor]),
      prev: () => {
        if (cursor === undefined) return;
        go(filter, size, trail.at(-1), trail.slice(0, -1));
      },
      first: () => {
        const now = latest();
        go(filterOf(now.filterKey, fields), now.size, undefined, []);
      },
    }),
    [filter, filterKey, size, sizes, cursor, trail, go, defaultSize, latest, fields],
  );
}
