import { WALLET_PATHS as P } from '../../features/wallet/route-paths';
import { walletTexts } from '../../features/wallet/texts';
import type { RouteDef } from './route-def';

const texts = walletTexts.load;

// The wallet (issue 15): my wallets and the provider's module (spec section 2, Wallet rows).
export const walletRoutes: RouteDef[] = [
  { path: P.index, page: () => import('./wallet/wallet-index-page'), auth: true, pull: true, title: 'nav.walletIndex', texts },
  { path: P.detail, page: () => import('./wallet/wallet-detail-page'), auth: true, title: 'nav.walletDetail', texts },
  { path: P.lianlian, page: () => import('./wallet/lianlian-page'), auth: true, pull: true, title: 'nav.walletLianlian', texts },
  { path: P.openIndex, page: () => import('./wallet/open-wallet-page'), auth: true, title: 'nav.walletOpen', texts },
  {
    path: P.openDetail,
    page: () => import('./wallet/open-wallet-detail-page'),
    auth: true,
    title: 'nav.walletOpenDetail',
    texts,
  },
  { path: P.settings, page: () => import('./wallet/settings-page'), auth: true, title: 'nav.walletSettings', texts },
  { path: P.settingsEdit, page: () => import('./wallet/settings-edit-page'), auth: true, title: 'nav.walletSettingsEdit', texts },
  {
    path: P.settingsRetrieve,
    page: () => import('./wallet/settings-retrieve-page'),
    auth: true,
    title: 'nav.walletRetrieve',
    texts,
  },
  {
    path: P.settingsStatus,
    page: () => import('./wallet/settings-status-page'),
    auth: true,
    title: 'nav.walletSettingsStatus',
    texts,
  },
  { path: P.cards, page: () => import('./wallet/cards-page'), auth: true, pull: true, title: 'nav.walletCards', texts },
  { path: P.cardAdd, page: () => import('./wallet/card-add-page'), auth: true, title: 'nav.walletCardAdd', texts },
  { path: P.cardStatus, page: () => import('./wallet/card-status-page'), auth: true, title: 'nav.walletCardStatus', texts },
  { path: P.code, page: () => import('./wallet/code-page'), auth: true, title: 'nav.walletCode', texts },
  { path: P.resendCode, page: () => import('./wallet/resend-code-page'), auth: true, title: 'nav.walletResendCode', texts },
  { path: P.status, page: () => import('./wallet/status-page'), auth: true, title: 'nav.walletStatus', texts },
  { path: P.recharge, page: () => import('./wallet/recharge-page'), auth: true, title: 'nav.walletRecharge', texts },
  { path: P.withdrawal, page: () => import('./wallet/withdrawal-page'), auth: true, title: 'nav.walletWithdrawal', texts },
  { path: P.placingOrder, page: () => import('./wallet/placing-order-page'), auth: true, title: 'nav.walletPay', texts },
  { path: P.bills, page: () => import('./wallet/bills-page'), auth: true, pull: true, title: 'nav.walletBills', texts },
  { path: P.bill, page: () => import('./wallet/bill-page'), auth: true, title: 'nav.walletBill', texts },
];
