// Where the wallet's pages live (spec section 2: Wallet, and the provider's module under
// /pages/account/wallet/lianlianModule/). The route table (app/routes/wallet.routes.ts) takes its paths
// from here; every path is written once.

const WALLET = '/pages/account/wallet';
const M = `${WALLET}/lianlianModule`;

export const WALLET_PATHS = {
  /** My wallets: the provider's card with its balance, open or manage; the hints. */
  index: `${WALLET}/index`,
  /** The wallet's account details (reference, state, opened on, cards). */
  detail: `${WALLET}/detail`,
  /** The provider's wallet home: balance and what one can do with it. */
  lianlian: `${WALLET}/lianlian`,
  openIndex: `${M}/openWallet/index`,
  openDetail: `${M}/openWallet/detail`,
  settings: `${M}/settings/index`,
  settingsEdit: `${M}/settings/edit`,
  settingsRetrieve: `${M}/settings/retrievePSW`,
  settingsStatus: `${M}/settings/status`,
  cards: `${M}/addBankCard/index`,
  cardAdd: `${M}/addBankCard/add`,
  cardStatus: `${M}/addBankCard/status`,
  code: `${M}/common/code`,
  resendCode: `${M}/common/resendCode`,
  status: `${M}/common/status`,
  recharge: `${M}/recharge/index`,
  withdrawal: `${M}/withdrawal/index`,
  placingOrder: `${M}/placingOrder/index`,
  bills: `${M}/billDetails/index`,
  bill: `${M}/billDetails/detail`,
} as const;

const q = encodeURIComponent;

/** Paying one order from the wallet (the cashier sends here when the wallet is chosen). */
export const walletPayPath = (orderNo: string) => `${WALLET_PATHS.placingOrder}?orderNo=${q(orderNo)}`;
export const billPath = (billNo: string) => `${WALLET_PATHS.bill}?billNo=${q(billNo)}`;

/** What a result page (common/status, settings/status, addBankCard/status) reports. */
export type WalletResult =
  | 'opened'
  | 'recharged'
  | 'withdrawing'
  | 'paid'
  | 'passwordSet'
  | 'passwordChanged'
  | 'passwordReset'
  | 'cardBound'
  | 'failed';

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
