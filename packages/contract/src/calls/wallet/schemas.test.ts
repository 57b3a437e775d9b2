import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../error-codes';
import { bankOfCard, isLuhnValid, normalizeCardNumber, RECHARGE_MAX } from './constants';
import { cardNumberSchema, recharge, requestIdSchema, walletAmountSchema } from './schemas';

describe('wallet contract', () => {
  it('checks card numbers with Luhn and finds the bank by the longest prefix', () => {
    expect(isLuhnValid('6222020000000061234')).toBe(true);
    expect(isLuhnValid('6222020000000061235')).toBe(false);
    expect(isLuhnValid('12345')).toBe(false);
    expect(bankOfCard('6222020000000061234')).toMatchObject({ bankCode: 'ICBC' });
    expect(bankOfCard('6225880000000000000')).toMatchObject({ bankCode: 'CMB' });
    expect(bankOfCard('9999990000000000000')).toBeUndefined();
    expect(normalizeCardNumber('6222 0200-0000 0061 234')).toBe('6222020000000061234');
    expect(cardNumberSchema.parse('6222 0200 0000 0061 234')).toBe('6222020000000061234');
    const bad = cardNumberSchema.safeParse('6222020000000061235');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(String(ErrorCode.BANK_CARD_INVALID));
  });

  it('takes amounts as positive integer fen up to the maximum, and request ids of 8-64 safe characters', () => {
    const amount = walletAmountSchema(RECHARGE_MAX);
    expect(amount.parse(1)).toBe(1);
    expect(amount.parse('100')).toBe(100);
    for (const v of [0, -1, 1.5, RECHARGE_MAX + 1, '1e3', true]) {
      const r = amount.safeParse(v);
      expect(r.success, String(v)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(String(ErrorCode.WALLET_AMOUNT_INVALID));
    }
    expect(requestIdSchema.safeParse('abcd-1234').success).toBe(true);
    expect(requestIdSchema.safeParse('short').success).toBe(false);
    expect(requestIdSchema.safeParse('has space 12345').success).toBe(false);
    expect(recharge.body!.safeParse({ cardId: 1, amount: 100, password: '123456', requestId: 'req-00000001' }).success).toBe(
      true,
    );
  });
});
