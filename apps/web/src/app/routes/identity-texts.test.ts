import { describe, expect, it } from 'vitest';
import enApp from '../../locales/en/app';
import en from '../../locales/en/identity';
import enBoot from '../../locales/en/index';
import enTitles from '../../locales/en/titles';
import es from '../../locales/es/identity';
import fr from '../../locales/fr/identity';
import zhCN from '../../locales/zh-CN/identity';
import zhCNTitles from '../../locales/zh-CN/titles';
import zhTW from '../../locales/zh-TW/identity';
import zhTWTitles from '../../locales/zh-TW/titles';
import { expectRuntimeTexts, expectSameKeys, expectWellFormed, leaves } from '../../test/texts-coverage';
import { routes } from './all';

// The identity texts merge into the boot's (account.* of app.ts), so those keys count as known too.
const english = new Map([...leaves(enApp), ...leaves(en)]);

describe('identity texts', () => {
  it.each([
    ['zh-CN', zhCN, zhCNTitles],
    ['zh-TW', zhTW, zhTWTitles],
  ] as const)('%s is complete (PRODUCT.md §10)', (lang, texts, titles) => {
    expectSameKeys(en, { [lang]: texts });
    expect(Object.keys(titles).sort()).toEqual(Object.keys(enTitles).sort());
  });

  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
    ['es', es],
    ['fr', fr],
  ] as const)('%s has no unknown keys, no empty texts, the same placeholders and tags', (_, texts) => {
    expectWellFormed(english, texts);
  });

  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s has the runtime texts: toasts, dialogs, the code button', (lang, texts) => {
    expectRuntimeTexts(english, { [lang]: texts }, [
      'form.sendCode',
      'form.resend',
      'form.resendIn',
      'form.codeSent',
      'auth.loggedIn',
      'auth.registered',
      'auth.resetDone',
      'account.signOutConfirm',
      'account.signedOut',
      'account.copied',
      'account.profile.saved',
      'account.profile.avatarUpdated',
      'account.verify.done',
      'account.chainAccount.opened',
    ]);
  });

  it('every title key of the route table exists in English', () => {
    // The titles as the boot loads them (every area's titles file joined in locales/en/index.ts).
    const nav = enBoot.nav as Record<string, string>;
    for (const r of routes) {
      if (r.title?.startsWith('nav.')) expect(nav[r.title.slice(4)], r.path).toBeTruthy();
    }
  });
});
