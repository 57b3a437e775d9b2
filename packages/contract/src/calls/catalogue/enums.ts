// The catalogue's codes, without zod (a page can import them without the schemas).

/**
 * List sort codes (`sortType` on every catalogue list). Spec §3/§9: "collection and recommend lists with
 * sort type (default -1)". Every sort breaks ties on the id in the same direction, which is what makes
 * the keyset cursor exact (decision 011).
 *
 * | code | name        | order                                                                   |
 * | ---- | ----------- | ----------------------------------------------------------------------- |
 * | -1   | RECOMMENDED | the operator's rank, highest first (the default)                        |
 * | 1    | NEWEST      | sale start, latest first (series, creators and notices: newest created) |
 * | 2    | PRICE_ASC   | price, lowest first                                                     |
 * | 3    | PRICE_DESC  | price, highest first                                                    |
 * | 4    | POPULARITY  | units sold, most first                                                  |
 */
export const CatalogueSort = {
  RECOMMENDED: -1,
  NEWEST: 1,
  PRICE_ASC: 2,
  PRICE_DESC: 3,
  POPULARITY: 4,
} as const;
export type CatalogueSort = (typeof CatalogueSort)[keyof typeof CatalogueSort];
export const CATALOGUE_SORTS = /* @__PURE__ */ Object.values(CatalogueSort) as CatalogueSort[];

/**
 * A drop's sale state, computed by the server from its clock: before the start `upcoming`; then
 * `sold_out` when nothing remains; then `ended` once the end has passed; else `on_sale`.
 */
export const SALE_STATES = ['upcoming', 'on_sale', 'sold_out', 'ended'] as const;
export type SaleState = (typeof SALE_STATES)[number];

/** Spec §3 "Resource kinds: image, video, glb (3D model)". */
export const MEDIA_KINDS = ['image', 'video', 'glb'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * Spec §3 privileges (usageCount, frequency): a holder may use the privilege `usageCount` times per
 * `frequency` period; `total` means over the collectible's whole life.
 */
export const PRIVILEGE_FREQUENCIES = ['total', 'day', 'week', 'month', 'year'] as const;
export type PrivilegeFrequency = (typeof PRIVILEGE_FREQUENCIES)[number];

/** The blocks of the home page (platform decoration), in the operator's order. */
export const HOME_SECTION_KINDS = ['recommended', 'upcoming', 'onSale', 'picked', 'blindBoxes', 'series', 'creators'] as const;
export type HomeSectionKind = (typeof HOME_SECTION_KINDS)[number];

/**
 * What a search looks through; without a type a search answers the first page of each. Blind boxes by name
 * (decision 069); the resale listings of the global search come from the market's list with its keyword.
 */
export const SEARCH_TYPES = ['collection', 'series', 'creator', 'blindBox'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Page size of the catalogue lists: default and largest. */
export const CATALOGUE_PAGE_SIZE = 20;
export const CATALOGUE_PAGE_SIZE_MAX = 50;
/** Longest search keyword (characters). */
export const SEARCH_KEYWORD_MAX = 50;
/** The standard every collectible's contract follows (decision 009). */
export const COLLECTIBLE_TOKEN_STANDARD = 'ERC-721';
