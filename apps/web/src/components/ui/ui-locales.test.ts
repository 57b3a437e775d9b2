import { describe, expect, it } from 'vitest';
import en from '../../locales/en/ui';
import es from '../../locales/es/ui';
import fr from '../../locales/fr/ui';
import zhCN from '../../locales/zh-CN/ui';
import zhTW from '../../locales/zh-TW/ui';
import { expectRuntimeTexts, expectSameKeys, expectWellFormed, leaves } from '../../test/texts-coverage';

const english = leaves(en);
// Runtime texts (spec §8 and PRODUCT.md §10): the ones es and fr must have.
const runtime = ['loading', 'loadFailed', 'loadFailedHint', 'retry', 'loadMoreFailed', 'chatAppPayment', 'chatAppPaymentHint'];

describe('ui texts', () => {
  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ] as const)('%s has every English key', (lang, texts) => {
    expectSameKeys(en, { [lang]: texts });
  });

  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
    ['es', es],
    ['fr', fr],
  ] as const)('%s has no unknown keys, no empty texts and the same placeholders', (_, texts) => {
    expectWellFormed(english, texts, { tags: false });
  });

  it.each([
    ['es', es],
    ['fr', fr],
  ] as const)('%s covers the runtime texts', (lang, texts) => {
    expectRuntimeTexts(english, { [lang]: texts }, runtime);
  });

  it('matches the contract wording of the chat-app payment warning', () => {
    expect(en.chatAppPayment).toBe('Do not pay in the chat app, use the mobile browser');
    expect(zhCN.chatAppPayment).toBe('请勿在聊天应用内支付，请使用手机浏览器打开');
  });
});
