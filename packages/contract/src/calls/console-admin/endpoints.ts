import type { AreaEndpoints } from '../define-endpoints';

// The console's platform and security pages (issue 17, decision 036): operators, tenants and domains,
// the audit log. Operators and the audit log answer on a tenant's host (its owner; a platform admin) and
// on the platform host (platform admins, any tenant); tenants only on the platform host.
const c = { auth: 'console', signed: false, allowWhenClosed: true } as const;
const managers = ['owner', 'platformAdmin'] as const;
const platform = ['platformAdmin'] as const;

export const consoleAdminEndpoints = {
  consoleListOperators: { ...c, method: 'GET', path: '/console/operators', consoleHost: 'any', roles: managers },
  consoleCreateOperator: { ...c, method: 'POST', path: '/console/operators', consoleHost: 'any', roles: managers },
  consoleUpdateOperator: { ...c, method: 'POST', path: '/console/operators/{id}', consoleHost: 'any', roles: managers },
  consoleResetOperatorTotp: {
    ...c,
    method: 'POST',
    path: '/console/operators/{id}/reset-totp',
    consoleHost: 'any',
    roles: managers,
  },
  consoleListTenants: { ...c, method: 'GET', path: '/console/tenants', consoleHost: 'platform', roles: platform },
  consoleCreateTenant: { ...c, method: 'POST', path: '/console/tenants', consoleHost: 'platform', roles: platform },
  consoleUpdateTenant: { ...c, method: 'POST', path: '/console/tenants/{id}', consoleHost: 'platform', roles: platform },
  consoleAddTenantDomain: {
    ...c,
    method: 'POST',
    path: '/console/tenants/{id}/domains',
    consoleHost: 'platform',
    roles: platform,
  },
  consoleRemoveTenantDomain: {
    ...c,
    method: 'POST',
    path: '/console/tenants/{id}/domains/remove',
    consoleHost: 'platform',
    roles: platform,
  },
  consoleSearchAudit: { ...c, method: 'GET', path: '/console/audit', consoleHost: 'any', roles: managers },
} as const satisfies AreaEndpoints;
