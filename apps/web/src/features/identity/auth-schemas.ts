import { agreementSchema, optionalInviteCodeSchema, passwordSchema, verificationCodeSchema } from '@curio/contract';
import { mustMatch, requiredValue, withPhone } from '../../components/form/rules';

// The forms of the login flow, built from the contract's rules (spec §5, PRODUCT.md §4).

export const loginByCodeForm = withPhone({ code: verificationCodeSchema });

export const loginByPasswordForm = withPhone({ password: passwordSchema });

export const registerForm = mustMatch(
  withPhone({
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: requiredValue,
    inviteCode: optionalInviteCodeSchema,
    agree: agreementSchema,
  }),
  'password',
  'confirmPassword',
);

export const resetPasswordForm = mustMatch(
  withPhone({ code: verificationCodeSchema, password: passwordSchema, confirmPassword: requiredValue }),
  'password',
  'confirmPassword',
);
