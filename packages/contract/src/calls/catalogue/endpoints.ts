import type { AreaEndpoints } from '../define-endpoints';

// Catalogue and browsing (issue 6): lists open to visitors, collectible details need login (PRODUCT.md §2a).
export const catalogueEndpoints = {
  listCollections: { method: 'GET', path: '/mallapp/collection/list' },
  getCollection: { method: 'GET', path: '/mallapp/collection/detail/{id}', auth: 'required' },
  listSeries: { method: 'GET', path: '/mallapp/series/list' },
  getSeries: { method: 'GET', path: '/mallapp/series/detail/{id}', auth: 'required' },
  listBlindBoxes: { method: 'GET', path: '/mallapp/box/list' },
  getBlindBox: { method: 'GET', path: '/mallapp/box/detail/{id}', auth: 'required' },
  listCreators: { method: 'GET', path: '/mallapp/creator/list' },
  getCreatorSpace: { method: 'GET', path: '/mallapp/creator/space/{id}' },
  search: { method: 'GET', path: '/mallapp/search/list' },
  listHotSearchWords: { method: 'GET', path: '/mallapp/search/hotWords' },
  listNotices: { method: 'GET', path: '/mallapp/notice/list' },
  getNotice: { method: 'GET', path: '/mallapp/notice/detail/{id}' },
  getHomeDecoration: { method: 'GET', path: '/mallapp/home/decoration' },
} as const satisfies AreaEndpoints;
