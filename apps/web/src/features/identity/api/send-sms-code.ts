import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** sendSmsCode: a verification code for a purpose, to a number or to the signed-in user's own phone. */
export const sendSmsCode = (body: CallBody<Calls['sendSmsCode']>) => request('sendSmsCode', { body });

/** Nothing cached changes: the button counts down by itself. */
export const useSendSmsCodeMutation = () => useMutation({ mutationFn: sendSmsCode });
