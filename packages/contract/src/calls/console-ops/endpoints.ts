import type { AreaEndpoints } from '../define-endpoints';

// The operator console's users, orders, refunds, chain jobs and finance pages (issue 17, decision 039):
// console calls (the operator's session cookie, the CSRF header on writes, the role, the host's tenant).
// Reads: owner, support, finance (finance reads, never writes), and a platform admin signed in on the
// tenant's host. Refunds and chain retries: owner, support. Payments and the ledger: owner, finance (and
// a platform admin). Every call acts on the host's tenant only.
const READ = ['owner', 'support', 'finance', 'platformAdmin'] as const;
const WRITE = ['owner', 'support'] as const;
const FINANCE = ['owner', 'finance', 'platformAdmin'] as const;
const c = { auth: 'console', signed: false, tokenInSignature: false, allowWhenClosed: true } as const;

export const consoleOpsEndpoints = {
  consoleSearchUsers: { method: 'GET', path: '/console/users', ...c, roles: READ },
  consoleGetUser: { method: 'GET', path: '/console/users/{id}', ...c, roles: READ },
  consoleListCollectibles: { method: 'GET', path: '/console/collectibles', ...c, roles: READ },
  consoleSearchOrders: { method: 'GET', path: '/console/orders', ...c, roles: READ },
  consoleGetOrder: { method: 'GET', path: '/console/orders/{orderNo}', ...c, roles: READ },
  consoleOrderPayments: { method: 'GET', path: '/console/orders/{orderNo}/payments', ...c, roles: READ },
  consoleRefundOrder: { method: 'POST', path: '/console/orders/{orderNo}/refund', ...c, roles: WRITE },
  consoleListChainJobs: { method: 'GET', path: '/console/chain/jobs', ...c, roles: READ },
  consoleRetryChainJob: { method: 'POST', path: '/console/chain/jobs/{id}/retry', ...c, roles: WRITE },
  consoleListPayments: { method: 'GET', path: '/console/finance/payments', ...c, roles: FINANCE },
  consoleListLedger: { method: 'GET', path: '/console/finance/ledger', ...c, roles: FINANCE },
} as const satisfies AreaEndpoints;
