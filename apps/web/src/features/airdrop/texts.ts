import { pageTexts } from '../../lib/page-texts';

/** The airdrops' texts, one chunk per language, loaded with the airdrop pages (not with the boot). */
export const airdropTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/airdrop'),
  'zh-TW': () => import('../../locales/zh-TW/airdrop'),
  en: () => import('../../locales/en/airdrop'),
  es: () => import('../../locales/es/airdrop'),
  fr: () => import('../../locales/fr/airdrop'),
});

export const useAirdropTexts = airdropTexts.useTexts;
