import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type CardBind = CallData<Calls['bindBankCard']>;

/**
 * bindBankCard: starts a bind; the provider texts a code to the phone the bank knows. Asking again for
 * the same card is a resend. Nothing cached changes until the code confirms it.
 */
export const bindBankCard = (body: CallBody<Calls['bindBankCard']>) => request('bindBankCard', { body });

export const useBindBankCardMutation = () => useMutation({ mutationFn: bindBankCard });
