import type { AreaEndpoints } from '../define-endpoints';

// The operator console's creator payouts (issue 32, decision 065): royalties stay in the platform's account
// and accrue per creator in the ledger; the console lists what each creator is owed, records the payouts the
// operator made (audited) and exports the list to pay from. Reads: owner, finance and a platform admin on the
// tenant's host; recording a payout: owner and finance (the bookkeeping of money that left the platform).
const READ = ['owner', 'finance', 'platformAdmin'] as const;
const WRITE = ['owner', 'finance'] as const;
const c = { auth: 'console', signed: false, tokenInSignature: false, allowWhenClosed: true } as const;

export const consolePayoutEndpoints = {
  consoleListCreatorBalances: { method: 'GET', path: '/console/creator-payouts', ...c, roles: READ },
  consoleRecordCreatorPayout: { method: 'POST', path: '/console/creator-payouts', ...c, roles: WRITE },
  consoleListCreatorPayouts: { method: 'GET', path: '/console/creator-payouts/history', ...c, roles: READ },
  consoleExportCreatorBalances: { method: 'GET', path: '/console/creator-payouts/export', ...c, roles: READ },
} as const satisfies AreaEndpoints;
