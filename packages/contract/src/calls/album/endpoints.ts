import type { AreaEndpoints } from '../define-endpoints';

// Project albums and their posts ("trends"), issue 20, decision 047: open to visitors like the notices
// (an album is a project's story; the collectibles it presents still need a login on their own pages).
export const albumEndpoints = {
  listAlbums: { method: 'GET', path: '/mallapp/album/list' },
  getAlbum: { method: 'GET', path: '/mallapp/album/detail/{id}' },
  listTrends: { method: 'GET', path: '/mallapp/album/trends' },
  getTrend: { method: 'GET', path: '/mallapp/album/trend/{id}' },
  // The console's live edit (/pages/album/indexView?album=<token>): the album with its drafts, by a preview token.
  getAlbumPreview: { method: 'GET', path: '/mallapp/album/preview', allowWhenClosed: true },
} as const satisfies AreaEndpoints;
