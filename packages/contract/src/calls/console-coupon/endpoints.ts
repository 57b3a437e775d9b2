import type { AreaEndpoints } from '../define-endpoints';

// The operator console's coupons and redemption codes (issue 19, decision 043): console sessions on their
// tenant's host. Owners and editors create coupon templates and code batches; finance reads the lists.
const READ = ['owner', 'editor', 'finance'] as const;
const WRITE = ['owner', 'editor'] as const;
const c = { auth: 'console', signed: false, tokenInSignature: false, allowWhenClosed: true } as const;

export const consoleCouponEndpoints = {
  consoleListCoupons: { method: 'GET', path: '/console/coupons', ...c, roles: READ },
  createCoupon: { method: 'POST', path: '/console/coupons', ...c, roles: WRITE },
  createRedeemCodes: { method: 'POST', path: '/console/redeem-batches', ...c, roles: WRITE },
  consoleListRedeemBatches: { method: 'GET', path: '/console/redeem-batches', ...c, roles: READ },
} as const satisfies AreaEndpoints;
