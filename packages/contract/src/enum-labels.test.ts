import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_KINDS } from './calls/sale/constants';
import { CLAIM_KINDS, RECORD_SOURCES } from './calls/transfer/constants';
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
  recordSourceLabel,
  recordSourceLabels,
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
  ['RecordSource', RECORD_SOURCES, recordSourceLabels],
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

  it('each record source has its own words in every language, and every claim kind is a record source (decision 062)', () => {
    for (const lang of LANGUAGES) {
      const words = RECORD_SOURCES.map((s) => recordSourceLabel(s, lang));
      expect(new Set(words).size, lang).toBe(RECORD_SOURCES.length);
    }
    for (const kind of CLAIM_KINDS) expect(RECORD_SOURCES).toContain(kind);
    expect(recordSourceLabel('synthesis', 'zh-CN')).toBe('合成获得');
    expect(recordSourceLabel('cast', 'en')).toBe('Cast in an activity');
    expect(recordSourceLabel('redemption', 'zh-TW')).toBe('兌換碼兌換');
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
      'recordSourceLabel',
      'RECORD_SOURCES',
      'CLAIM_KINDS',
    ]) {
      expect(contract, name).toHaveProperty(name);
      expect(client, name).toHaveProperty(name);
    }
  });
});
