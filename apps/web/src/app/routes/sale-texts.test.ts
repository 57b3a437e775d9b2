import {
  collectibleHoldStatusLabel,
  orderItemKindLabel,
  orderStatusLabel,
  payMethodLabel,
  payProgressLabel,
  PayMethod,
  PayProgress,
  type Language,
} from '@curio/contract/client';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/sale';
import es from '../../locales/es/sale';
import fr from '../../locales/fr/sale';
import zhCN from '../../locales/zh-CN/sale';
import zhTW from '../../locales/zh-TW/sale';
import enTitles from '../../locales/en/sale-titles';
import zhCNTitles from '../../locales/zh-CN/sale-titles';
import zhTWTitles from '../../locales/zh-TW/sale-titles';
import { routes } from './all';
import { expectTextsLoad, expectTitles } from '../../test/texts-coverage';
import { saleTexts } from '../../features/sale/texts';

describe('the sale texts', () => {
  it('have every page title in zh-CN, zh-TW and en, and the routes use them', () => {
    expectTitles({ en: enTitles, 'zh-CN': zhCNTitles, 'zh-TW': zhTWTitles }, routes);
  });

  it('load with their pages; es and fr take what they lack from English', async () => {
    await expectTextsLoad(saleTexts, [
      [
        'zh-TW',
        [
          ['sale.order.statusDesc.cancelled', '訂單已取消，庫存已返還。'],
          ['nav.cashier', '收銀台'],
        ],
      ],
      [
        'fr',
        [
          ['sale.order.cancelled', 'Commande annulée'],
          ['sale.home.title', 'My home'],
        ],
      ],
    ]);
  });

  // The names of enum values come from the contract (enum-labels.ts), not from the sale's texts: the
  // words shown in zh-CN, zh-TW and en are the ones the sale's texts had (the e2e tests read them).
  it('name payment methods, payment progress, order states, hold states and item kinds from the contract', () => {
    const texts: Record<Language, { sale: Record<string, unknown> }> = { en, es, fr, 'zh-CN': zhCN, 'zh-TW': zhTW };
    for (const [lang, { sale }] of Object.entries(texts)) {
      expect(sale, lang).not.toHaveProperty('kind');
      expect(sale, lang).not.toHaveProperty('payMethod');
      expect(sale, lang).not.toHaveProperty('hold');
      expect(sale, lang).not.toHaveProperty('cashier.progress');
      expect(sale, lang).not.toHaveProperty('order.status');
    }
    const shown: [Language, string[]][] = [
      ['zh-CN', ['微信支付', '支付宝', '等待收银台', '支付成功', '待支付', '已关闭', '铸造中', '已持有', '藏品', '盲盒']],
      ['zh-TW', ['微信支付', '支付寶', '等待收銀台', '付款成功', '待付款', '已關閉', '鑄造中', '已持有', '藏品', '盲盒']],
      [
        'en',
        [
          'WeChat Pay',
          'Alipay',
          'Waiting for the cashier',
          'Paid',
          'Awaiting payment',
          'Closed',
          'Minting',
          'Held',
          'Collection',
          'Blind box',
        ],
      ],
      [
        'es',
        [
          'WeChat Pay',
          'Alipay',
          'Esperando la caja de pago',
          'Pagado',
          'Pendiente de pago',
          'Cerrado',
          'Acuñándose',
          'En posesión',
          'Colección',
          'Caja sorpresa',
        ],
      ],
      [
        'fr',
        [
          'WeChat Pay',
          'Alipay',
          'En attente de la caisse',
          'Payé',
          'En attente de paiement',
          'Fermée',
          'En cours de frappe',
          'Détenu',
          'Collection',
          'Boîte mystère',
        ],
      ],
    ];
    for (const [lang, words] of shown) {
      expect(
        [
          payMethodLabel(PayMethod.WX, lang),
          payMethodLabel(PayMethod.ALI, lang),
          payProgressLabel(PayProgress.WAIT, lang),
          payProgressLabel(PayProgress.SUCCESS, lang),
          orderStatusLabel('pending_payment', lang),
          orderStatusLabel('closed', lang),
          collectibleHoldStatusLabel('minting', lang),
          collectibleHoldStatusLabel('held', lang),
          orderItemKindLabel('collection', lang),
          orderItemKindLabel('blindBox', lang),
        ],
        lang,
      ).toEqual(words);
    }
  });
});
