import { ErrorCode, payPasswordSchema, verificationCodeSchema } from '@curio/contract';
import { z } from 'zod';
import { mustMatch, withPhone } from '../../components/form/rules';
import { amountProblem, bankOf, cardDigits, isCardNumber, MAX_AMOUNT_FEN, yuanToFen } from './rules';

// The wallet's forms, from the contract's rules (spec §5: the pay password is 6 digits, entered twice
// the same) and the wallet's own (a card number passes Luhn; amounts in yuan become integer fen).

const code = (c: number) => String(c);

/** Open the wallet: its password, twice. */
export const openWalletForm = mustMatch(
  z.object({ password: payPasswordSchema, confirmPassword: payPasswordSchema }),
  'password',
  'confirmPassword',
);

/** Set the password of an open wallet that has none. */
export const setWalletPasswordForm = openWalletForm;

/** Change it: the current one, then the new one twice. */
export const updateWalletPasswordForm = mustMatch(
  z.object({ oldPassword: payPasswordSchema, password: payPasswordSchema, confirmPassword: payPasswordSchema }),
  'password',
  'confirmPassword',
);

/** Recover it: the new one twice (the SMS code was entered on the code page). */
export const resetWalletPasswordForm = openWalletForm;

/** The shared code page: the 6-digit SMS code. */
export const codeForm = z.object({ code: verificationCodeSchema });

/** A card to bind: its number (Luhn, a bank the table knows) and the phone the bank has for it. */
export const addCardForm = withPhone({
  cardNumber: z
    .string({ error: () => code(ErrorCode.FIELD_REQUIRED) })
    .min(1, { error: () => code(ErrorCode.FIELD_REQUIRED), abort: true })
    .refine(isCardNumber, { error: () => code(ErrorCode.BANK_CARD_INVALID), abort: true })
    .refine((v) => bankOf(v) !== null, { error: () => code(ErrorCode.BANK_CARD_UNSUPPORTED) })
    .transform(cardDigits),
});

/** An amount typed in yuan, as fen: positive, two decimals at most, within `max` and the balance. */
export function amountField({ max = MAX_AMOUNT_FEN, balance }: { max?: number; balance?: number } = {}) {
  return z
    .string({ error: () => code(ErrorCode.FIELD_REQUIRED) })
    .superRefine((value, ctx) => {
      const problem = amountProblem(value, { max, balance });
      if (problem === null) return;
      const c =
        problem === 'required'
          ? ErrorCode.FIELD_REQUIRED
          : problem === 'balance'
            ? ErrorCode.WALLET_BALANCE_INSUFFICIENT
            : ErrorCode.WALLET_AMOUNT_INVALID;
      ctx.addIssue({ code: 'custom', message: code(c) });
    })
    .transform((value) => yuanToFen(value) ?? 0);
}

const cardChoice = z
  .number({ error: () => code(ErrorCode.SELECT_REQUIRED) })
  .int()
  .min(1, { error: () => code(ErrorCode.SELECT_REQUIRED) });

/** Recharge from a card. */
export const rechargeForm = (max = MAX_AMOUNT_FEN) =>
  z.object({ cardId: cardChoice, amount: amountField({ max }), password: payPasswordSchema });

/** Withdraw to a card: no more than the balance. */
export const withdrawForm = (balance: number, max = MAX_AMOUNT_FEN) =>
  z.object({ cardId: cardChoice, amount: amountField({ max, balance }), password: payPasswordSchema });

/** Pay an order (or unbind a card): the wallet password. */
export const walletPasswordForm = z.object({ password: payPasswordSchema });
