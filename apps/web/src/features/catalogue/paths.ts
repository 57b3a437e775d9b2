// Where the catalogue's pages live (spec section 2) and how to link to one entity. The route tables
// (app/routes/home.routes.ts, catalogue.routes.ts, ...) take their paths from here.

export const CATALOGUE_PATHS = {
  home: '/pages/home/index',
  search: '/pages/home/globalSreach/index',
  searchLists: '/pages/home/globalSreach/lists',
  noticeList: '/pages/home/notice/list',
  notice: '/pages/home/notice/index',
  market: '/pages/market/index',
  seriesList: '/pages/series/index',
  series: '/pages/detail/series',
  collection: '/pages/detail/collection',
  blindBoxList: '/pages/blindbox/index',
  blindBox: '/pages/detail/blindbox',
  creator: '/creativePages/index/index',
  creatorMarket: '/creativePages/market/index',
  creatorList: '/creativePages/index/lists',
} as const;

const withId = (path: string, id: number) => `${path}?id=${encodeURIComponent(String(id))}`;

export const collectionPath = (id: number) => withId(CATALOGUE_PATHS.collection, id);
export const seriesPath = (id: number) => withId(CATALOGUE_PATHS.series, id);
export const blindBoxPath = (id: number) => withId(CATALOGUE_PATHS.blindBox, id);
export const creatorPath = (id: number) => withId(CATALOGUE_PATHS.creator, id);
export const creatorMarketPath = (id: number) => withId(CATALOGUE_PATHS.creatorMarket, id);
export const noticePath = (id: number) => withId(CATALOGUE_PATHS.notice, id);
export const searchListsPath = (keyword: string) => `${CATALOGUE_PATHS.searchLists}?keyword=${encodeURIComponent(keyword)}`;

/** An entity id from a page's query (`?id=12`), or null when it cannot be one. */
export function idParam(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/**
 * Where a banner or decoration link goes: a route of this app (`/pages/...`) stays in the app; an
 * https address opens outside; anything else (empty, another scheme) goes nowhere.
 */
export function linkTarget(link: string): { kind: 'route'; to: string } | { kind: 'external'; href: string } | null {
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return { kind: 'route', to: value };
  if (/^https:\/\//i.test(value)) return { kind: 'external', href: value };
  return null;
}
