import { ErrorCode, luhnCheckDigitForTest } from './schemas.test-support';
import { describe, expect, it } from 'vitest';
import {
  addCardForm,
  codeForm,
  openWalletForm,
  rechargeForm,
  updateWalletPasswordForm,
  walletPasswordForm,
  withdrawForm,
} from './schemas';

// The wallet's forms: every refusal is a catalogue code on the field it belongs to.
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), Number(i.message)]));

const card = (prefix: string) => {
  const partial = prefix.padEnd(18, '0');
  return partial + luhnCheckDigitForTest(partial);
};

describe('the wallet password forms', () => {
  it('need 6 digits entered twice the same', () => {
    expect(openWalletForm.safeParse({ password: '123456', confirmPassword: '123456' }).success).toBe(true);
    expect(issues(openWalletForm.safeParse({ password: '123456', confirmPassword: '123457' }))).toEqual({
      confirmPassword: ErrorCode.PASSWORDS_MISMATCH,
    });
    expect(issues(openWalletForm.safeParse({ password: '12345', confirmPassword: '12345' }))).toMatchObject({
      password: ErrorCode.PAY_PASSWORD_FORMAT,
    });
    expect(issues(openWalletForm.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }))).toMatchObject({
      password: ErrorCode.PAY_PASSWORD_FORMAT,
    });
  });

  it('changing it takes the old one and the new one twice', () => {
    expect(
      updateWalletPasswordForm.safeParse({ oldPassword: '111111', password: '222222', confirmPassword: '222222' }).success,
    ).toBe(true);
    expect(
      issues(updateWalletPasswordForm.safeParse({ oldPassword: '', password: '222222', confirmPassword: '222223' })),
    ).toEqual({
      oldPassword: ErrorCode.FIELD_REQUIRED,
      confirmPassword: ErrorCode.PASSWORDS_MISMATCH,
    });
    expect(issues(walletPasswordForm.safeParse({ password: '12' }))).toEqual({ password: ErrorCode.PAY_PASSWORD_FORMAT });
  });

  it('the code is 6 digits', () => {
    expect(codeForm.safeParse({ code: '123456' }).success).toBe(true);
    expect(issues(codeForm.safeParse({ code: '12a456' }))).toEqual({ code: ErrorCode.CODE_INVALID });
  });
});

describe('the card form', () => {
  const ok = card('622202');
  it('takes a Luhn-valid number of a known bank and a phone of its area, keeping digits only', () => {
    const r = addCardForm.safeParse({ cardNumber: ok.replace(/(\d{4})/g, '$1 ').trim(), areaCode: '+86', phone: '13800138000' });
    expect(r.success).toBe(true);
    expect(r.data?.cardNumber).toBe(ok);
  });
  it('refuses a wrong check digit, an unknown bank, an empty number and a wrong phone', () => {
    const wrong = ok.slice(0, -1) + String((Number(ok.slice(-1)) + 1) % 10);
    expect(issues(addCardForm.safeParse({ cardNumber: wrong, areaCode: '+86', phone: '13800138000' }))).toEqual({
      cardNumber: ErrorCode.BANK_CARD_INVALID,
    });
    expect(issues(addCardForm.safeParse({ cardNumber: card('999999'), areaCode: '+86', phone: '13800138000' }))).toEqual({
      cardNumber: ErrorCode.BANK_CARD_UNSUPPORTED,
    });
    expect(issues(addCardForm.safeParse({ cardNumber: '', areaCode: '+86', phone: '13800138000' }))).toEqual({
      cardNumber: ErrorCode.FIELD_REQUIRED,
    });
    expect(issues(addCardForm.safeParse({ cardNumber: ok, areaCode: '+86', phone: '123' }))).toEqual({
      phone: ErrorCode.PHONE_INVALID,
    });
  });
});

describe('the money forms', () => {
  it('turn the yuan typed into fen and want a card and the password', () => {
    const r = rechargeForm().safeParse({ cardId: 3, amount: '12.34', password: '123456' });
    expect(r.data).toEqual({ cardId: 3, amount: 1234, password: '123456' });
    expect(issues(rechargeForm().safeParse({ cardId: undefined, amount: '', password: '' }))).toEqual({
      cardId: ErrorCode.SELECT_REQUIRED,
      amount: ErrorCode.FIELD_REQUIRED,
      password: ErrorCode.FIELD_REQUIRED,
    });
  });
  it('refuse zero, three decimals and more than the limit', () => {
    for (const amount of ['0', '0.001', '1.234', '50000.01', 'abc']) {
      expect(issues(rechargeForm().safeParse({ cardId: 1, amount, password: '123456' })), amount).toEqual({
        amount: ErrorCode.WALLET_AMOUNT_INVALID,
      });
    }
    expect(rechargeForm().safeParse({ cardId: 1, amount: '50000', password: '123456' }).success).toBe(true);
  });
  it('a withdrawal takes no more than the balance', () => {
    expect(withdrawForm(1000).safeParse({ cardId: 1, amount: '10', password: '123456' }).data?.amount).toBe(1000);
    expect(issues(withdrawForm(1000).safeParse({ cardId: 1, amount: '10.01', password: '123456' }))).toEqual({
      amount: ErrorCode.WALLET_BALANCE_INSUFFICIENT,
    });
  });
});
