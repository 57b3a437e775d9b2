import type { AreaEndpoints } from '../define-endpoints';

// The operator console's albums and posts (issue 20, decision 047): owner and editor write; support and
// finance read (and may open the live preview); a platform admin on the tenant's host does both. Every
// call acts on the host's tenant only; writes are audited.
const READ = ['owner', 'editor', 'support', 'finance', 'platformAdmin'] as const;
const WRITE = ['owner', 'editor', 'platformAdmin'] as const;
const c = { auth: 'console', signed: false, tokenInSignature: false, allowWhenClosed: true } as const;

export const consoleAlbumEndpoints = {
  consoleListAlbums: { method: 'GET', path: '/console/albums', ...c, roles: READ },
  consoleGetAlbum: { method: 'GET', path: '/console/albums/{id}', ...c, roles: READ },
  consoleSaveAlbum: { method: 'POST', path: '/console/albums', ...c, roles: WRITE },
  consoleSetAlbumStatus: { method: 'POST', path: '/console/albums/{id}/status', ...c, roles: WRITE },
  consoleDeleteAlbum: { method: 'POST', path: '/console/albums/{id}/delete', ...c, roles: WRITE },
  consoleListTrends: { method: 'GET', path: '/console/albums/{id}/trends', ...c, roles: READ },
  consoleSaveTrend: { method: 'POST', path: '/console/albums/{id}/trends', ...c, roles: WRITE },
  consoleDeleteTrend: { method: 'POST', path: '/console/trends/{id}/delete', ...c, roles: WRITE },
  consoleAlbumPreviewToken: { method: 'POST', path: '/console/albums/{id}/preview-token', ...c, roles: READ },
} as const satisfies AreaEndpoints;
