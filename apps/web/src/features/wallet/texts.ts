import { pageTexts } from '../../lib/page-texts';

/**
 * The wallet's texts (my wallets, the provider's module: open, cards, recharge, withdrawal, paying,
 * bills, the wallet password), one chunk per language loaded with the wallet's pages, not with the boot.
 */
export const walletTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/wallet'),
  'zh-TW': () => import('../../locales/zh-TW/wallet'),
  en: () => import('../../locales/en/wallet'),
  es: () => import('../../locales/es/wallet'),
  fr: () => import('../../locales/fr/wallet'),
});

export const useWalletTexts = walletTexts.useTexts;
