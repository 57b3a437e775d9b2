import type { AreaEndpoints } from '../define-endpoints';

// The operator console's activities (issue 18, decision 042): casting activities, and later (issue 19)
// coupon and physical-reward ones. Owners and editors of the host's tenant, and a platform admin signed
// in on the tenant's host; every call acts on the host's tenant only; writes are audited.
const editors = {
  auth: 'console',
  roles: ['platformAdmin', 'owner', 'editor'],
  signed: false,
  tokenInSignature: false,
  allowWhenClosed: true,
} as const;

export const consoleActivityEndpoints = {
  consoleListActivities: { method: 'GET', path: '/console/activities', ...editors },
  consoleSaveActivity: { method: 'POST', path: '/console/activities', ...editors },
  consoleWithdrawActivity: { method: 'POST', path: '/console/activities/{id}/withdraw', ...editors },
} as const satisfies AreaEndpoints;
