// The wallet area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/wallet.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

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
