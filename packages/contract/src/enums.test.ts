import { describe, expect, it } from 'vitest';
import {
  AirdropStatus,
  BusinessType,
  CollectibleFlag,
  CollectibleHoldStatus,
  ConfigClassification,
  MarketType,
  MenuLinkType,
  OrderStatus,
  PayChannelType,
  PayMethod,
  PayProgress,
  ResourceKind,
  SaleKind,
  SynthesisStatus,
} from './enums';
import {
  airdropStatusSchema,
  businessTypeSchema,
  configClassificationSchema,
  marketTypeSchema,
  menuLinkTypeSchema,
  orderStatusSchema,
  payChannelTypeSchema,
  payMethodSchema,
  payProgressSchema,
  resourceKindSchema,
  saleKindSchema,
  synthesisStatusSchema,
  collectibleHoldStatusSchema,
  collectibleFlagSchema,
} from './enum-schemas';

describe('numeric enums carry the exact numbers of spec §4', () => {
  it('PayChannelType', () => {
    expect(PayChannelType).toEqual({
      APP: 2010,
      NATIVE: 2011,
      MP: 2012,
      H5: 2013,
      CREDIT_CARD: 2020,
      POLYMERIC: 2015,
      WALLET: 2022,
    });
  });
  it('PayMethod', () => {
    expect(PayMethod).toEqual({ WX: 0, ALI: 1, DCEP: 2, BANK_CARD: 3, YEE: 4, LIANLIAN: 6 });
  });
  it('PayProgress', () => {
    expect(PayProgress).toEqual({
      WAIT: 1,
      ROUTE: 2,
      CONNECTED: 3,
      DEALING: 4,
      TIMEOUT: 5,
      FAIL: 6,
      SUCCESS: 7,
    });
  });
  it('SaleKind, BusinessType, MarketType', () => {
    expect(SaleKind).toEqual({ IPO: 1, C2C_GIVE: 2, C2C_MARKET: 3 });
    // 5 ACTIVITY is Curio's (decision 044): the number the spec's list leaves free.
    expect(BusinessType).toEqual({ B2C_BOX: 3, B2C_COLLECTION: 4, ACTIVITY: 5, SEND: 6, C2C: 7 });
    expect(MarketType).toEqual({ B2C: 1, C2C: 2 });
  });
  it('MenuLinkType marks the market page with 2; ConfigClassification 1 chain info, 2 menu', () => {
    expect(MenuLinkType.MARKET).toBe(2);
    expect(MenuLinkType).toEqual({ PAGE: 1, MARKET: 2, EXTERNAL: 3 });
    expect(ConfigClassification).toEqual({ CHAIN_INFO: 1, ACCOUNT_MENU: 2 });
  });
});

describe('string enums', () => {
  it('have the spec values', () => {
    expect(Object.values(OrderStatus)).toEqual([
      'pending_payment',
      'paid',
      'cancelled',
      'closed',
      'shipping',
      'completed',
      'refunded',
    ]);
    expect(Object.values(SynthesisStatus)).toEqual(['ing', 'done', 'finish', 'cancel']);
    expect(Object.values(AirdropStatus)).toEqual(['receivable', 'finished', 'expired']);
    expect(Object.values(ResourceKind)).toEqual(['image', 'video', 'glb']);
    expect(Object.values(CollectibleFlag)).toEqual(expect.arrayContaining(['pledged', 'cooling', 'displayed', 'on_consignment']));
    expect(Object.values(CollectibleHoldStatus)).toEqual(expect.arrayContaining(['held', 'pledged', 'on_consignment']));
  });
});

describe('schemas accept exactly the enum values', () => {
  const cases = [
    [PayChannelType, payChannelTypeSchema],
    [PayMethod, payMethodSchema],
    [PayProgress, payProgressSchema],
    [SaleKind, saleKindSchema],
    [BusinessType, businessTypeSchema],
    [MarketType, marketTypeSchema],
    [OrderStatus, orderStatusSchema],
    [SynthesisStatus, synthesisStatusSchema],
    [AirdropStatus, airdropStatusSchema],
    [CollectibleHoldStatus, collectibleHoldStatusSchema],
    [CollectibleFlag, collectibleFlagSchema],
    [ResourceKind, resourceKindSchema],
    [MenuLinkType, menuLinkTypeSchema],
    [ConfigClassification, configClassificationSchema],
  ] as const;
  it.each(cases.map(([obj, schema], i) => [i, obj, schema] as const))('enum #%i', (_i, obj, schema) => {
    for (const value of Object.values(obj)) expect(schema.safeParse(value).success).toBe(true);
    for (const key of Object.keys(obj)) {
      if (!(Object.values(obj) as unknown[]).includes(key)) {
        expect(schema.safeParse(key).success).toBe(false);
      }
    }
    expect(schema.safeParse(999999).success).toBe(false);
    expect(schema.safeParse('nope').success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
  it('payMethodSchema rejects the unused 5 and numeric strings', () => {
    expect(payMethodSchema.safeParse(5).success).toBe(false);
    expect(payMethodSchema.safeParse('0').success).toBe(false);
  });
});
