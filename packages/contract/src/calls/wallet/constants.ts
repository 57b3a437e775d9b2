// The wallet's limits and its bank table, without zod (the web app imports them from the client entry).

/** The provider's name for its wallet (spec §2: the third-party wallet module "lianlian"). */
export const WALLET_PROVIDER_NAME = 'lianlian';
// Spec §9's trial days and withdrawal days are WALLET_TRIAL_DAYS and WITHDRAWAL_DAYS of ../../constants.

/** Smallest amount of one recharge, withdrawal or wallet payment, in fen. */
export const WALLET_AMOUNT_MIN = 1;
/** Largest single recharge, in fen (50 000.00 yuan). */
export const RECHARGE_MAX = 5_000_000;
/** Largest single withdrawal, in fen (50 000.00 yuan). */
export const WITHDRAW_MAX = 5_000_000;
/** Largest single wallet payment, in fen (50 000.00 yuan). */
export const WALLET_PAY_MAX = 5_000_000;
/** Most bank cards one wallet may hold. */
export const BANK_CARDS_MAX = 5;
/** Wrong wallet passwords in a row before the wallet password locks (decision 030). */
export const WALLET_PASSWORD_ATTEMPTS = 5;
/** How long the wallet password stays locked, in minutes. */
export const WALLET_PASSWORD_LOCK_MINUTES = 30;

/** What a bill is for. */
export const WALLET_BILL_KINDS = ['recharge', 'withdraw', 'pay', 'refund', 'income'] as const;
export type WalletBillKind = (typeof WALLET_BILL_KINDS)[number];

/** A client request id: what makes a repeated tap move money once (8-64 letters, digits, '-' or '_'). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Luhn (mod 10) check of a card number of digits only. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as typed (spaces and dashes dropped). */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export interface BankBin {
  prefix: string;
  bankCode: string;
  /** zh-CN name; the page shows it as the bank calls itself. */
  bankName: string;
  cardType: 'debit' | 'credit';
}

/**
 * A small table of real Chinese bank card BINs (issuer identification prefixes): the bank is found from
 * the number's longest matching prefix. Real cards of these banks start this way; the sandbox knows
 * no others (a card of another bank answers BANK_CARD_UNSUPPORTED).
 */
export const BANK_BINS: readonly BankBin[] = [
  { prefix: '622202', bankCode: 'ICBC', bankName: '中国工商银行', cardType: 'debit' },
  { prefix: '622208', bankCode: 'ICBC', bankName: '中国工商银行', cardType: 'debit' },
  { prefix: '621226', bankCode: 'ICBC', bankName: '中国工商银行', cardType: 'debit' },
  { prefix: '621700', bankCode: 'CCB', bankName: '中国建设银行', cardType: 'debit' },
  { prefix: '436742', bankCode: 'CCB', bankName: '中国建设银行', cardType: 'debit' },
  { prefix: '622700', bankCode: 'CCB', bankName: '中国建设银行', cardType: 'debit' },
  { prefix: '622848', bankCode: 'ABC', bankName: '中国农业银行', cardType: 'debit' },
  { prefix: '622845', bankCode: 'ABC', bankName: '中国农业银行', cardType: 'debit' },
  { prefix: '621661', bankCode: 'BOC', bankName: '中国银行', cardType: 'debit' },
  { prefix: '601382', bankCode: 'BOC', bankName: '中国银行', cardType: 'debit' },
  { prefix: '622588', bankCode: 'CMB', bankName: '招商银行', cardType: 'debit' },
  { prefix: '621483', bankCode: 'CMB', bankName: '招商银行', cardType: 'debit' },
  { prefix: '622262', bankCode: 'BOCOM', bankName: '交通银行', cardType: 'debit' },
  { prefix: '621799', bankCode: 'PSBC', bankName: '中国邮政储蓄银行', cardType: 'debit' },
  { prefix: '622150', bankCode: 'PSBC', bankName: '中国邮政储蓄银行', cardType: 'debit' },
  { prefix: '622690', bankCode: 'CITIC', bankName: '中信银行', cardType: 'debit' },
  { prefix: '622622', bankCode: 'CMBC', bankName: '中国民生银行', cardType: 'debit' },
  { prefix: '622155', bankCode: 'PAB', bankName: '平安银行', cardType: 'debit' },
  { prefix: '622908', bankCode: 'CIB', bankName: '兴业银行', cardType: 'debit' },
  { prefix: '622521', bankCode: 'SPDB', bankName: '浦发银行', cardType: 'debit' },
  { prefix: '622666', bankCode: 'CEB', bankName: '中国光大银行', cardType: 'credit' },
];

/** The bank of a card number (digits only), by its longest matching prefix; undefined when unknown. */
export function bankOfCard(digits: string): BankBin | undefined {
  let best: BankBin | undefined;
  for (const bin of BANK_BINS) {
    if (digits.startsWith(bin.prefix) && (!best || bin.prefix.length > best.prefix.length)) best = bin;
  }
  return best;
}
