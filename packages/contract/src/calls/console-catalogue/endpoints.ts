import type { AreaEndpoints } from '../define-endpoints';

// The operator console's catalogue, media, notices and airdrops (issue 17, decision 038): console
// sessions of an owner or an editor, on their tenant's host. Notices are the catalogue's `notices` kind.
const editors = { auth: 'console', roles: ['owner', 'editor'], signed: false, allowWhenClosed: true } as const;

export const consoleCatalogueEndpoints = {
  consoleListCatalogue: { method: 'GET', path: '/console/catalogue/{kind}', ...editors },
  consoleGetCatalogueEntry: { method: 'GET', path: '/console/catalogue/{kind}/{key}', ...editors },
  consoleSaveCatalogueEntry: { method: 'POST', path: '/console/catalogue/{kind}', ...editors },
  consoleSetListed: { method: 'POST', path: '/console/catalogue/{kind}/{key}/listed', ...editors },
  consoleExportCatalogue: { method: 'GET', path: '/console/catalogue-file', ...editors },
  consoleImportCatalogue: { method: 'POST', path: '/console/catalogue-file', ...editors },
  consoleUploadMedia: { method: 'POST', path: '/console/media', ...editors },
  consoleListCategories: { method: 'GET', path: '/console/categories', ...editors },
  consoleSaveCategory: { method: 'POST', path: '/console/categories', ...editors },
  consoleListAirdrops: { method: 'GET', path: '/console/airdrops', ...editors },
  consoleSaveAirdrop: { method: 'POST', path: '/console/airdrops', ...editors },
} as const satisfies AreaEndpoints;
