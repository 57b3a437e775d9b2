import { payPasswordSchema, verificationCodeSchema } from '@curio/contract';
import { z } from 'zod';

/** The deletion form: the pay password (6 digits) and the SMS code of purpose deleteAccount. */
export const deleteAccountForm = z.object({ payPassword: payPasswordSchema, code: verificationCodeSchema });
