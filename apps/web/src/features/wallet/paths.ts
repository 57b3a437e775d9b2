import { WALLET_PATHS } from './route-paths';

// Where the wallet's pages live (spec section 2: Wallet, and the provider's module under
// /pages/account/wallet/lianlianModule/). The route table (app/routes/wallet.routes.ts) takes its paths
// from here; every path is written once.

export { WALLET_PATHS };

const q = encodeURIComponent;

/** Paying one order from the wallet (the cashier sends here when the wallet is chosen). */
export const walletPayPath = (orderNo: string) => `${WALLET_PATHS.placingOrder}?orderNo=${q(orderNo)}`;
export const billPath = (billNo: string) => `${WALLET_PATHS.bill}?billNo=${q(billNo)}`;

/** What a result page (common/status, settings/status, addBankCard/status) reports. */
export type WalletResult =
  'opened' | 'recharged' | 'withdrawing' | 'paid' | 'passwordSet' | 'passwordChanged' | 'passwordReset' | 'cardBound' | 'failed';

const RESULTS: readonly WalletResult[] = [
  'opened',
  'recharged',
  'withdrawing',
  'paid',
  'passwordSet',
  'passwordChanged',
  'passwordReset',
  'cardBound',
  'failed',
];

export function resultParam(value: string | undefined): WalletResult | null {
  return RESULTS.includes(value as WalletResult) ? (value as WalletResult) : null;
}

/** A result page with what happened and, for money, the amount in fen and where to go next. */
export function statusPath(
  page: 'status' | 'settingsStatus' | 'cardStatus',
  result: WalletResult,
  extra: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams({ result });
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) params.set(k, String(v));
  return `${WALLET_PATHS[page]}?${params.toString()}`;
}

/** The shared code-entry page, for one flow (a card being bound, a password being recovered). */
export type CodeFlow = 'bindCard' | 'resetPassword';

export function codeFlowParam(value: string | undefined): CodeFlow | null {
  return value === 'bindCard' || value === 'resetPassword' ? value : null;
}
