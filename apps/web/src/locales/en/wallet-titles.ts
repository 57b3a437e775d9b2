// Titles of the wallet's pages (route table `title` keys, under `nav`). They load with the boot because
// the navigation bar shows them before a page's chunk has arrived.
export default {
  walletIndex: 'My wallets',
  walletDetail: 'Wallet details',
  walletLianlian: 'LianLian wallet',
  walletOpen: 'Open a wallet',
  walletOpenDetail: 'Wallet password',
  walletSettings: 'Wallet settings',
  walletSettingsEdit: 'Change wallet password',
  walletRetrieve: 'Recover wallet password',
  walletSettingsStatus: 'Result',
  walletCards: 'Bank cards',
  walletCardAdd: 'Add a bank card',
  walletCardStatus: 'Card added',
  walletCode: 'Verification code',
  walletResendCode: 'No code received?',
  walletStatus: 'Result',
  walletRecharge: 'Recharge',
  walletWithdrawal: 'Withdraw',
  walletPay: 'Pay from wallet',
  walletBills: 'Bills',
  walletBill: 'Bill details',
} as const;
