import { describe, expect, it } from 'vitest';
import en from '../../locales/en/ui';
import es from '../../locales/es/ui';
import fr from '../../locales/fr/ui';
import zhCN from '../../locales/zh-CN/ui';
import zhTW from '../../locales/zh-TW/ui';

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

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = leaves(en);
// Runtime texts (spec §8 and PRODUCT.md §10): the ones es and fr must have.
const runtime = ['loading', 'loadFailed', 'loadFailedHint', 'retry', 'loadMoreFailed', 'chatAppPayment', 'chatAppPaymentHint'];

describe('ui texts', () => {
  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ] as const)('%s has every English key', (_, texts) => {
    expect([...leaves(texts).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
    ['es', es],
    ['fr', fr],
  ] as const)('%s has no unknown keys, no empty texts and the same placeholders', (_, texts) => {
    for (const [key, value] of leaves(texts)) {
      expect(english.has(key), key).toBe(true);
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(english.get(key)!));
    }
  });

  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s covers the runtime texts', (_, texts) => {
    const keys = leaves(texts);
    for (const key of runtime) expect(keys.has(key), key).toBe(true);
  });

  it('matches the contract wording of the chat-app payment warning', () => {
    expect(en.chatAppPayment).toBe('Do not pay in the chat app, use the mobile browser');
    expect(zhCN.chatAppPayment).toBe('请勿在聊天应用内支付，请使用手机浏览器打开');
  });
});
