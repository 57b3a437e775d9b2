import type { AreaEndpoints } from '../define-endpoints';

// The wallet at the payment provider (issue 15, decision 030): open it, bind bank cards, recharge,
// withdraw, bills, the wallet's own password, and paying an order from it (decision 031).
export const walletEndpoints = {
  getWallet: { method: 'GET', path: '/mallapp/wallet/info', auth: 'required' },
  openWallet: { method: 'POST', path: '/mallapp/wallet/open', auth: 'required' },
  listBankCards: { method: 'GET', path: '/mallapp/wallet/bankCard/list', auth: 'required' },
  bindBankCard: { method: 'POST', path: '/mallapp/wallet/bankCard/bind', auth: 'required' },
  confirmBankCard: { method: 'POST', path: '/mallapp/wallet/bankCard/confirm', auth: 'required' },
  unbindBankCard: { method: 'POST', path: '/mallapp/wallet/bankCard/unbind', auth: 'required' },
  recharge: { method: 'POST', path: '/mallapp/wallet/recharge', auth: 'required' },
  withdraw: { method: 'POST', path: '/mallapp/wallet/withdraw', auth: 'required' },
  listBills: { method: 'GET', path: '/mallapp/wallet/bill/list', auth: 'required' },
  getBill: { method: 'GET', path: '/mallapp/wallet/bill/detail/{billNo}', auth: 'required' },
  setWalletPassword: { method: 'POST', path: '/mallapp/wallet/password/set', auth: 'required' },
  updateWalletPassword: { method: 'POST', path: '/mallapp/wallet/password/update', auth: 'required' },
  resetWalletPassword: { method: 'POST', path: '/mallapp/wallet/password/reset', auth: 'required' },
  payWithWallet: { method: 'POST', path: '/mallapp/wallet/pay', auth: 'required' },
} as const satisfies AreaEndpoints;
