import type { AreaEndpoints } from '../define-endpoints';

// The operator console's sign-in (issue 17, decision 036): a console session in an httpOnly cookie, not
// a signed storefront request. Answers on every host (a tenant's console and the platform's).
const base = { auth: 'console', signed: false, allowWhenClosed: true, consoleHost: 'any' } as const;
const everyone = ['platformAdmin', 'owner', 'editor', 'support', 'finance'] as const;

export const consoleAuthEndpoints = {
  consoleLogin: { ...base, method: 'POST', path: '/console/auth/login', consoleSession: 'none', roles: everyone },
  consoleVerifyTotp: { ...base, method: 'POST', path: '/console/auth/totp/verify', consoleSession: 'partial', roles: everyone },
  consoleEnrolTotp: { ...base, method: 'POST', path: '/console/auth/totp/enrol', consoleSession: 'partial', roles: everyone },
  consoleConfirmTotp: { ...base, method: 'POST', path: '/console/auth/totp/confirm', consoleSession: 'partial', roles: everyone },
  consoleUseRecoveryCode: { ...base, method: 'POST', path: '/console/auth/recovery', consoleSession: 'partial', roles: everyone },
  consoleMe: { ...base, method: 'GET', path: '/console/auth/me', consoleSession: 'partial', roles: everyone },
  consoleLogout: { ...base, method: 'POST', path: '/console/auth/logout', consoleSession: 'partial', roles: everyone },
} as const satisfies AreaEndpoints;
