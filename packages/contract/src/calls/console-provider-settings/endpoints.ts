import type { AreaEndpoints } from '../define-endpoints';

// The operator console's providers page (issue 28, PRODUCT.md §13): which outside services the host's tenant
// uses, whether each answered its last health check, and the tenant's own merchant credentials (payments, SMS).
// The tenant's owner and a platform admin signed in on the tenant's host; every write is audited. Secrets are
// write-only: no call ever answers one.
const OWNER = ['owner', 'platformAdmin'] as const;
const c = { auth: 'console', signed: false, tokenInSignature: false, allowWhenClosed: true } as const;

export const consoleProviderSettingsEndpoints = {
  consoleListProviders: { method: 'GET', path: '/console/providers', ...c, roles: OWNER },
  consoleSaveProvider: { method: 'POST', path: '/console/providers/{kind}/{vendor}', ...c, roles: OWNER },
  consoleRemoveProvider: { method: 'POST', path: '/console/providers/{kind}/{vendor}/remove', ...c, roles: OWNER },
  consoleCheckProvider: { method: 'POST', path: '/console/providers/{kind}/{vendor}/check', ...c, roles: OWNER },
} as const satisfies AreaEndpoints;
