import type { AreaEndpoints } from '../define-endpoints';

// The operator console's market area (issue 32 item 6, decision 067): the tenant's resale listings, a
// take-down with a reason, and a user's suspension and its lifting (on the user page). Console calls on the
// host's tenant. Reads: as the orders (owner, support, finance, a platform admin on the tenant's host);
// writes: owner, support — each audited.
const READ = ['owner', 'support', 'finance', 'platformAdmin'] as const;
const WRITE = ['owner', 'support'] as const;
const c = { auth: 'console', signed: false, tokenInSignature: false, allowWhenClosed: true } as const;

export const consoleMarketEndpoints = {
  consoleListListings: { method: 'GET', path: '/console/market/listings', ...c, roles: READ },
  consoleTakeDownListing: { method: 'POST', path: '/console/market/listings/{id}/take-down', ...c, roles: WRITE },
  consoleSuspendUser: { method: 'POST', path: '/console/users/{id}/suspend', ...c, roles: WRITE },
  consoleLiftSuspension: { method: 'POST', path: '/console/users/{id}/lift-suspension', ...c, roles: WRITE },
} as const satisfies AreaEndpoints;
