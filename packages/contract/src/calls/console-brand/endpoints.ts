import type { AreaEndpoints } from '../define-endpoints';

// The console's dashboard and brand (issue 17, decision 037): calls/console-brand/schemas.ts.
const c = { auth: 'console', signed: false, allowWhenClosed: true } as const;
const readers = ['platformAdmin', 'owner', 'editor', 'support', 'finance'] as const;
const brandWriters = ['platformAdmin', 'owner'] as const;

export const consoleBrandEndpoints = {
  consoleDashboard: { ...c, method: 'GET', path: '/console/dashboard', roles: readers },
  consoleLiveDrops: { ...c, method: 'GET', path: '/console/dashboard/live-drops', roles: readers },
  consoleGetBrand: { ...c, method: 'GET', path: '/console/brand', roles: ['platformAdmin', 'owner', 'editor'] },
  consoleSaveBrandDraft: { ...c, method: 'POST', path: '/console/brand/draft', roles: brandWriters },
  consoleDiscardBrandDraft: { ...c, method: 'POST', path: '/console/brand/draft/discard', roles: brandWriters },
  consolePublishBrand: { ...c, method: 'POST', path: '/console/brand/publish', roles: brandWriters },
  // The logo: an image stored by the file module (sniffed, the upload limit); the draft then names its URL.
  consoleUploadBrandLogo: { ...c, method: 'POST', path: '/console/brand/logo', roles: brandWriters },
  // The storefront's preview pages read the draft with the preview token (no operator session in the frame's calls).
  getBrandPreview: { method: 'GET', path: '/tenant/brand/preview', allowWhenClosed: true },
} as const satisfies AreaEndpoints;
