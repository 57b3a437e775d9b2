import { pageTexts } from '../../lib/page-texts';

/**
 * The texts of the identity pages (auth, account, form): one chunk per language that loads with those
 * pages, not with the boot (decision 006: the home route's budget).
 */
export const identityTexts = pageTexts({
  'zh-CN': () => import('../../locales/zh-CN/identity'),
  'zh-TW': () => import('../../locales/zh-TW/identity'),
  en: () => import('../../locales/en/identity'),
  es: () => import('../../locales/es/identity'),
  fr: () => import('../../locales/fr/identity'),
});

/** Loads the identity texts of `lang` and of the fallback language (once; a failed load is retried). */
export const loadIdentityTexts = identityTexts.load;

/**
 * The identity pages' `t`, suspending (the page's loading view) until their texts for the current
 * language are in. Also gives the language, for the contract's error texts.
 */
export const useIdentityTexts = identityTexts.useTexts;
