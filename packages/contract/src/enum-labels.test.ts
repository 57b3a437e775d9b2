import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_KINDS } from './calls/sale/constants';
import * as client from './client';
import {
  collectibleHoldStatusLabel,
  collectibleHoldStatusLabels,
  orderItemKindLabel,
  orderItemKindLabels,
  orderStatusLabel,
  orderStatusLabels,
  payMethodLabel,
  payMethodLabels,
  payProgressLabel,
  payProgressLabels,
} from './enum-labels';
import { CollectibleHoldStatus, OrderStatus, PayMethod, PayProgress } from './enums';
import * as contract from './index';
import { LANGUAGES } from './languages';

const tables: [string, readonly (string | number)[], Record<string | number, Record<string, string>>][] = [
  ['PayMethod', Object.values(PayMethod), payMethodLabels],
  ['PayProgress', Object.values(PayProgress), payProgressLabels],
  ['OrderStatus', Object.values(OrderStatus), orderStatusLabels],
  ['CollectibleHoldStatus', Object.values(CollectibleHoldStatus), collectibleHoldStatusLabels],
  ['OrderItemKind', ORDER_ITEM_KINDS, orderItemKindLabels],
];

describe('enum labels', () => {
  it('every value of every labelled enum has a label in every language, and nothing else has one', () => {
    for (const [name, values, labels] of tables) {
      expect(Object.keys(labels).sort(), name).toEqual(values.map(String).sort());
      for (const value of values) {
        for (const lang of LANGUAGES) {
          expect(labels[value]?.[lang]?.trim(), `${name} ${value} ${lang}`).toBeTruthy();
        }
      }
    }
  });

  it('reads a value in the language asked for', () => {
    expect(payMethodLabel(PayMethod.WX, 'en')).toBe('WeChat Pay');
    expect(payMethodLabel(PayMethod.ALI, 'zh-CN')).toBe('支付宝');
    expect(payMethodLabel(PayMethod.ALI, 'zh-TW')).toBe('支付寶');
    expect(payMethodLabel(PayMethod.BANK_CARD, 'fr')).toBe('Carte bancaire');
    expect(payProgressLabel(PayProgress.SUCCESS, 'es')).toBe('Pagado');
    expect(orderStatusLabel(OrderStatus.PENDING_PAYMENT, 'zh-TW')).toBe('待付款');
    expect(collectibleHoldStatusLabel(CollectibleHoldStatus.MINTING, 'en')).toBe('Minting');
    expect(orderItemKindLabel('blindBox', 'zh-CN')).toBe('盲盒');
  });

  it('a value outside the enum (a newer server) reads as itself', () => {
    expect(payMethodLabel(5, 'en')).toBe('5');
    expect(payProgressLabel(99, 'zh-CN')).toBe('99');
  });

  it('is exported from both entries', () => {
    for (const name of [
      'payMethodLabel',
      'payProgressLabel',
      'orderStatusLabel',
      'collectibleHoldStatusLabel',
      'orderItemKindLabel',
    ]) {
      expect(contract, name).toHaveProperty(name);
      expect(client, name).toHaveProperty(name);
    }
  });
});
