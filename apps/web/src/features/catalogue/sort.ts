import { DEFAULT_SORT_TYPE, type CatalogueSort } from '@curio/contract/client';

// The catalogue's sort codes (contract: CatalogueSort). The client entry of the contract carries the
// type only, so the values are spelled here and checked against it by the compiler (a code the
// contract does not know fails to build) and by sort.test.ts (every contract code is here).

export const SORT = {
  RECOMMENDED: DEFAULT_SORT_TYPE,
  NEWEST: 1,
  PRICE_ASC: 2,
  PRICE_DESC: 3,
  POPULARITY: 4,
} as const satisfies Record<string, CatalogueSort>;

/** The sorts of the drop lists (collections, blind boxes), in the order the sort bar shows them. */
export const DROP_SORTS: readonly CatalogueSort[] = [
  SORT.RECOMMENDED,
  SORT.NEWEST,
  SORT.POPULARITY,
  SORT.PRICE_ASC,
  SORT.PRICE_DESC,
];
/** The sorts of the name lists (series, creators). */
export const NAME_SORTS: readonly CatalogueSort[] = [SORT.RECOMMENDED, SORT.NEWEST];

/** A stored or linked sort code, or the default (-1) when it is not one of `allowed`. */
export function sortOr(value: unknown, allowed: readonly CatalogueSort[] = DROP_SORTS): CatalogueSort {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return allowed.find((s) => s === n) ?? SORT.RECOMMENDED;
}
