import {
  agreementSchema,
  ErrorCode,
  idCardSchema,
  nicknameSchema,
  passwordSchema,
  payPasswordSchema,
  textInputSchema,
  verificationCodeSchema,
} from '@curio/contract';
import { z } from 'zod';
import { mustMatch, requiredText, requiredValue } from '../../components/form/rules';

// The forms of the account pages, built from the contract's rules (spec §5, PRODUCT.md §4).

export const nicknameForm = z.object({ nickname: nicknameSchema });

/** Spec §9: text input max 140 (may be empty). */
export const introForm = z.object({ intro: textInputSchema });

/** Change the login password; a user without one (a DID sign-up) sets it without the old one. */
export const updatePasswordForm = (hasPassword: boolean) =>
  mustMatch(
    z.object({
      oldPassword: hasPassword ? requiredValue : z.string().optional().default(''),
      password: passwordSchema,
      confirmPassword: requiredValue,
    }),
    'password',
    'confirmPassword',
  );

/** Spec §5: the pay password is exactly 6 digits, all of them entered, twice the same. */
export const setPayPasswordForm = mustMatch(
  z.object({ payPassword: payPasswordSchema, confirmPayPassword: payPasswordSchema }),
  'payPassword',
  'confirmPayPassword',
);

export const updatePayPasswordForm = mustMatch(
  z.object({ oldPayPassword: payPasswordSchema, payPassword: payPasswordSchema, confirmPayPassword: payPasswordSchema }),
  'payPassword',
  'confirmPayPassword',
);

export const resetPayPasswordForm = mustMatch(
  z.object({ code: verificationCodeSchema, payPassword: payPasswordSchema, confirmPayPassword: payPasswordSchema }),
  'payPassword',
  'confirmPayPassword',
);

/** The contract's real-name call takes a name of 2 to 30 characters. */
export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 30;

export const realNameForm = z.object({
  name: requiredText.refine((v) => v.length >= REAL_NAME_MIN && v.length <= REAL_NAME_MAX, {
    error: () => String(ErrorCode.VALIDATION_FAILED),
  }),
  idCard: idCardSchema,
  agree: agreementSchema,
});
