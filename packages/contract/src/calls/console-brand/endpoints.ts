import type { AreaEndpoints } from '../define-endpoints';

// The console's dashboard and brand (issue 17, decision 037): calls/console-brand/schemas.ts.
const c = { auth: 'console', signed: false, allowWhenClosed: true } as const;
const readers = ['platformAdmin', 'owner', 'editor', 'support', 'finance'] as const;
const brandWriters = ['platformAdmin', 'owner'] as const;
const homeEditors = ['platformAdmin', 'owner', 'editor'] as const;

export const consoleBrandEndpoints = {
  consoleDashboard: { ...c, method: 'GET', path: '/console/dashboard', roles: readers },
  consoleLiveDrops: { ...c, method: 'GET', path: '/console/dashboard/live-drops', roles: readers },
  consoleGetBrand: { ...c, method: 'GET', path: '/console/brand', roles: ['platformAdmin', 'owner', 'editor'] },
  // The menu's links that led visitors to no page (reportMissingMenuLink), for the tab bar page.
  consoleMenuLinkMisses: { ...c, method: 'GET', path: '/console/brand/menu-misses', roles: ['platformAdmin', 'owner', 'editor'] },
  consoleSaveBrandDraft: { ...c, method: 'POST', path: '/console/brand/draft', roles: brandWriters },
  consoleDiscardBrandDraft: { ...c, method: 'POST', path: '/console/brand/draft/discard', roles: brandWriters },
  consolePublishBrand: { ...c, method: 'POST', path: '/console/brand/publish', roles: brandWriters },
  // The logo: an image stored by the file module (sniffed, the upload limit); the draft then names its URL.
  consoleUploadBrandLogo: { ...c, method: 'POST', path: '/console/brand/logo', roles: brandWriters },
  // The storefront's preview pages read the draft with the preview token (no operator session in the frame's calls).
  getBrandPreview: { method: 'GET', path: '/tenant/brand/preview', allowWhenClosed: true },
  // The home decoration (banners, sections, hot search words): the same draft -> preview -> publish (decision 040).
  consoleGetHomeDecoration: { ...c, method: 'GET', path: '/console/home', roles: homeEditors },
  consoleSaveHomeDraft: { ...c, method: 'POST', path: '/console/home/draft', roles: homeEditors },
  consoleDiscardHomeDraft: { ...c, method: 'POST', path: '/console/home/draft/discard', roles: homeEditors },
  consolePublishHome: { ...c, method: 'POST', path: '/console/home/publish', roles: homeEditors },
  // The tenant's documents (agreement, privacy policy ...) and languages, written at once (decision 040).
  consoleGetTenantDocuments: { ...c, method: 'GET', path: '/console/brand/documents', roles: homeEditors },
  consoleSaveTenantDocuments: { ...c, method: 'POST', path: '/console/brand/documents', roles: homeEditors },
  // The creator space's decoration (one creator's cover, avatar and intro), draft -> preview -> publish (decision 040).
  consoleGetCreatorDecoration: { ...c, method: 'GET', path: '/console/creator-space', roles: homeEditors },
  consoleSaveCreatorDraft: { ...c, method: 'POST', path: '/console/creator-space/draft', roles: homeEditors },
  consoleDiscardCreatorDraft: { ...c, method: 'POST', path: '/console/creator-space/draft/discard', roles: homeEditors },
  consolePublishCreator: { ...c, method: 'POST', path: '/console/creator-space/publish', roles: homeEditors },
  getCreatorPreview: { method: 'GET', path: '/creator/preview', allowWhenClosed: true },
  getHomePreview: { method: 'GET', path: '/home/preview', allowWhenClosed: true },
} as const satisfies AreaEndpoints;
