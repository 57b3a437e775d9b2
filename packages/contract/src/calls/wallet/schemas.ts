import { z } from 'zod';
import { payProgressSchema } from '../../enum-schemas';
import { ErrorCode, type ErrorCodeValue } from '../../error-codes';
import { idSchema, inputNumber, payPasswordSchema, phoneWithAreaSchema, verificationCodeSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { pageOf } from '../catalogue/schemas';
import { Payment } from '../sale/schemas';
import {
  isLuhnValid,
  normalizeCardNumber,
  RECHARGE_MAX,
  REQUEST_ID_PATTERN,
  WALLET_AMOUNT_MIN,
  WALLET_BILL_KINDS,
  WITHDRAW_MAX,
} from './constants';

export * from './constants';

// The wallet at the payment provider (issue 15, decision 030). The storefront keeps only whether the
// wallet is open, the provider's account reference and each card's bank and last 4 digits; the balance,
// the bills and the wallet password live at the provider. Money is integer fen, times unix ms. Every
// call that moves money takes a client request id: the same id twice moves money once and answers the
// same result. A wallet password is 6 digits; 5 wrong in a row lock it for 30 minutes.

const tags = ['wallet'] as const;
const msg = (code: number) => String(code);

/** A client request id (idempotency key): 8-64 of A-Z a-z 0-9 - _. */
export const requestIdSchema = z
  .string({ error: () => msg(ErrorCode.VALIDATION_FAILED) })
  .regex(REQUEST_ID_PATTERN, { error: () => msg(ErrorCode.VALIDATION_FAILED) });

/** An amount in fen between WALLET_AMOUNT_MIN and `max` (a number or its canonical text). */
export function walletAmountSchema(max: number) {
  const code: ErrorCodeValue = ErrorCode.WALLET_AMOUNT_INVALID;
  return inputNumber(
    z
      .number({ error: () => msg(code) })
      .int({ error: () => msg(code) })
      .min(WALLET_AMOUNT_MIN, { error: () => msg(code) })
      .max(max, { error: () => msg(code) }),
    code,
  );
}

/** A card number as typed: spaces and dashes dropped, 12-19 digits passing the Luhn check. */
export const cardNumberSchema = z
  .string({ error: () => msg(ErrorCode.BANK_CARD_INVALID) })
  .max(40, { error: () => msg(ErrorCode.BANK_CARD_INVALID) })
  .transform(normalizeCardNumber)
  .refine(isLuhnValid, { error: () => msg(ErrorCode.BANK_CARD_INVALID) });

/** One of my bank cards: an id that cannot be one answers BANK_CARD_NOT_FOUND, like another user's card (decision 059). */
const cardId = idSchema(ErrorCode.BANK_CARD_NOT_FOUND, ErrorCode.VALIDATION_FAILED);
const billNo = z.string().regex(/^[0-9A-Z]{8,40}$/, { error: () => msg(ErrorCode.NOT_FOUND) });
/** A wallet password as entered to authorise (checked at the provider; the format is 6 digits). */
const enteredPassword = payPasswordSchema;

export const walletBillKindSchema = z.enum(WALLET_BILL_KINDS);

/** The user's wallet as the provider reports it. */
export const Wallet = z.object({
  opened: z.boolean(),
  /** The provider (spec: lianlian). */
  provider: z.string(),
  /** The provider's account number, masked; empty until opened. */
  accountNo: z.string(),
  /** Spendable balance in fen (derived from the provider's ledger). */
  balance: z.number().int(),
  /** Withdrawals still DEALING, in fen (already out of the balance). */
  pendingWithdrawal: z.number().int(),
  passwordSet: z.boolean(),
  /** The wallet password is locked until this time (5 wrong in a row), else null. */
  passwordLockedUntil: z.number().int().nullable(),
  bankCardCount: z.number().int(),
  /** The user is real-name verified (opening needs it: 7020076 otherwise). */
  realName: z.boolean(),
  openedAt: z.number().int().nullable(),
  serverTime: z.number().int(),
});
export type Wallet = z.infer<typeof Wallet>;

export const BankCard = z.object({
  cardId: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  cardType: z.enum(['debit', 'credit']),
  /** The last 4 digits: the storefront never keeps more. */
  last4: z.string(),
  boundAt: z.number().int(),
});
export type BankCard = z.infer<typeof BankCard>;

/** One movement of the wallet as its owner sees it. */
export const WalletBill = z.object({
  billNo: z.string(),
  kind: walletBillKindSchema,
  /** Signed: money in is positive, money out negative (fen). */
  amount: z.number().int(),
  /** Spec §4 progress: 4 DEALING (a withdrawal on its way), 6 FAIL (returned), 7 SUCCESS. */
  progress: payProgressSchema,
  title: z.string(),
  /** The card it came from or went to, if any. */
  card: z.object({ bankName: z.string(), last4: z.string() }).nullable(),
  /** The order paid or refunded, if any. */
  orderNo: z.string().nullable(),
  /** Why it failed (a withdrawal returned), else null. */
  failReason: z.string().nullable(),
  createdAt: z.number().int(),
  /** Settled or failed at; null while DEALING. */
  finishedAt: z.number().int().nullable(),
  /** When a DEALING withdrawal is expected to arrive. */
  expectedAt: z.number().int().nullable(),
  /** The balance right after this movement (fen). */
  balanceAfter: z.number().int().nullable(),
});
export type WalletBill = z.infer<typeof WalletBill>;

export const getWallet = defineCall(endpoints.getWallet, {
  summary: "The user's wallet: opened or not, balance (from the provider's ledger), password state, cards",
  tags,
  data: Wallet,
});

export const openWallet = defineCall(endpoints.openWallet, {
  summary:
    'Opens the wallet at the provider and sets its password (6 digits, twice). Refusals: 7020076 not real-name verified, 5000070 already open, 4000025 the passwords differ',
  tags,
  body: z.object({ password: payPasswordSchema, confirmPassword: z.string(), requestId: requestIdSchema.optional() }),
  data: Wallet,
});

export const listBankCards = defineCall(endpoints.listBankCards, {
  summary: 'The bound bank cards: bank and last 4 digits only (5000029 without a wallet)',
  tags,
  data: z.object({ cards: z.array(BankCard) }),
});

export const bindBankCard = defineCall(endpoints.bindBankCard, {
  summary:
    'Starts binding a card: Luhn-checked number, bank found from its prefix, the phone the bank knows; the provider sends an SMS code to it (again for the same card within the bind window: a resend, after 60 s). Refusals: 5000077 invalid number, 5000078 bank not supported, 5000079 declined, 5000080 already bound, 5000082 too many cards',
  tags,
  body: z.object({
    cardNumber: cardNumberSchema,
    areaCode: phoneWithAreaSchema.shape.areaCode,
    phone: phoneWithAreaSchema.shape.phone,
  }),
  data: z.object({
    bindId: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    last4: z.string(),
    /** The phone the code went to, masked. */
    phone: z.string(),
    /** The code may be entered until then. */
    expiresAt: z.number().int(),
    /** A new code may be asked for from then. */
    resendAt: z.number().int(),
  }),
});

export const confirmBankCard = defineCall(endpoints.confirmBankCard, {
  summary: 'Confirms a bind with the SMS code: the card is bound. Refusals: 4000022 wrong code, 5000085 the bind expired',
  tags,
  body: z.object({ bindId: z.string().min(1).max(64), code: verificationCodeSchema }),
  data: BankCard,
});

export const unbindBankCard = defineCall(endpoints.unbindBankCard, {
  summary: 'Unbinds a card, with the wallet password. Refusals: 5000081 no such card, 5000071 / 5000072 password',
  tags,
  body: z.object({ cardId, password: enteredPassword }),
  data: z.object({ cards: z.array(BankCard) }),
});

export const recharge = defineCall(endpoints.recharge, {
  summary: `Recharges the wallet from a bound card (1 to ${RECHARGE_MAX} fen), with the wallet password; idempotent by requestId. Refusals: 5000076 amount, 5000081 card, 5000079 declined, 5000071 / 5000072 password, 5000083 requestId reused for another request`,
  tags,
  body: z.object({ cardId, amount: walletAmountSchema(RECHARGE_MAX), password: enteredPassword, requestId: requestIdSchema }),
  data: WalletBill,
});

export const withdraw = defineCall(endpoints.withdraw, {
  summary: `Withdraws to a bound card (1 to ${WITHDRAW_MAX} fen), with the wallet password; the bill is DEALING and arrives in 1-2 days (the sandbox settles after WALLET_SETTLE_SECONDS); a failed withdrawal returns the money. Idempotent by requestId. Refusals: 5000075 balance too low, 5000076 amount, 5000081 card, 5000071 / 5000072 password`,
  tags,
  body: z.object({ cardId, amount: walletAmountSchema(WITHDRAW_MAX), password: enteredPassword, requestId: requestIdSchema }),
  data: WalletBill,
});

export const listBills = defineCall(endpoints.listBills, {
  summary:
    'Bills of one month (YYYY-MM in the tenant time zone), newest first, optionally of one kind; with the month’s totals; keyset cursor',
  tags,
  query: z.object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: () => msg(ErrorCode.VALIDATION_FAILED) }),
    kind: walletBillKindSchema.optional(),
    cursor: z.string().max(200).optional(),
    pageSize: inputNumber(z.number().int().min(1).max(50).default(20)),
  }),
  data: pageOf(WalletBill).extend({
    /** Money in this month (fen, of this kind when filtered). */
    income: z.number().int(),
    /** Money out this month (fen, positive). */
    expense: z.number().int(),
  }),
});

export const getBill = defineCall(endpoints.getBill, {
  summary: 'One bill of the wallet',
  tags,
  params: z.object({ billNo }),
  data: WalletBill,
});

export const setWalletPassword = defineCall(endpoints.setWalletPassword, {
  summary: 'Sets the wallet password when none is set (6 digits, twice). Refusals: 5000074 already set, 4000025 the two differ',
  tags,
  body: z.object({ password: payPasswordSchema, confirmPassword: z.string() }),
  data: Wallet,
});

export const updateWalletPassword = defineCall(endpoints.updateWalletPassword, {
  summary: 'Changes the wallet password: the old one (5 wrong in a row lock it 30 minutes), then the new one twice',
  tags,
  body: z.object({ oldPassword: z.string().max(6), password: payPasswordSchema, confirmPassword: z.string() }),
  data: Wallet,
});

export const resetWalletPassword = defineCall(endpoints.resetWalletPassword, {
  summary:
    "Forgotten wallet password, in two steps: step 'send' has the provider text a code to the user's phone (resend after 60 s); step 'reset' takes the code and the new password twice (and lifts a lock)",
  tags,
  body: z.discriminatedUnion('step', [
    z.object({ step: z.literal('send') }),
    z.object({
      step: z.literal('reset'),
      code: verificationCodeSchema,
      password: payPasswordSchema,
      confirmPassword: z.string(),
    }),
  ]),
  data: z.object({
    /** The phone the code went to, masked (step send). */
    phone: z.string().nullable(),
    resendAt: z.number().int().nullable(),
    wallet: Wallet.nullable(),
  }),
});

export const payWithWallet = defineCall(endpoints.payWithWallet, {
  summary:
    'Pays an unpaid order from the wallet with the wallet password (decision 031): the balance is debited atomically and the order paid by the same path as other payments. Refusals: 5000029 no wallet, 5000075 balance too low (nothing changes), 5000021 the order is not payable, 5000049 another payment of the order is in flight (decision 060: nothing written, no money moves), 5000071 / 5000072 password',
  tags,
  body: z.object({
    orderNo: z.string().regex(/^[0-9A-Z]{8,32}$/, { error: () => msg(ErrorCode.NOT_FOUND) }),
    password: enteredPassword,
    requestId: requestIdSchema,
  }),
  data: Payment,
});
