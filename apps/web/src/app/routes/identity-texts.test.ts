import { describe, expect, it } from 'vitest';
import enApp from '../../locales/en/app';
import en from '../../locales/en/identity';
import enSaleTitles from '../../locales/en/sale-titles';
import enWalletTitles from '../../locales/en/wallet-titles';
import enTitles from '../../locales/en/titles';
import es from '../../locales/es/identity';
import fr from '../../locales/fr/identity';
import zhCN from '../../locales/zh-CN/identity';
import zhCNTitles from '../../locales/zh-CN/titles';
import zhTW from '../../locales/zh-TW/identity';
import zhTWTitles from '../../locales/zh-TW/titles';
import { routes } from './index';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
// The identity texts merge into the boot's (account.* of app.ts), so those keys count as known too.
const english = new Map([...leaves(enApp as unknown as Tree), ...leaves(en as unknown as Tree)]);
const identityOnly = leaves(en as unknown as Tree);

describe('identity texts', () => {
  it.each([
    ['zh-CN', zhCN, zhCNTitles],
    ['zh-TW', zhTW, zhTWTitles],
  ] as const)('%s is complete (PRODUCT.md §10)', (_, texts, titles) => {
    expect([...leaves(texts as unknown as Tree).keys()].sort()).toEqual([...identityOnly.keys()].sort());
    expect(Object.keys(titles).sort()).toEqual(Object.keys(enTitles).sort());
  });

  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
    ['es', es],
    ['fr', fr],
  ] as const)('%s has no unknown keys, no empty texts, the same placeholders and tags', (_, texts) => {
    for (const [key, value] of leaves(texts as unknown as Tree)) {
      expect(english.has(key), key).toBe(true);
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s has the runtime texts: toasts, dialogs, the code button', (_, texts) => {
    const keys = leaves(texts as unknown as Tree);
    for (const key of [
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
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
  });

  it('every title key of the route table exists in English', () => {
    const nav = { ...enApp.nav, ...enTitles, ...enSaleTitles, ...enWalletTitles } as Record<string, string>;
    for (const r of routes) {
      if (r.title?.startsWith('nav.')) expect(nav[r.title.slice(4)], r.path).toBeTruthy();
    }
  });
});
