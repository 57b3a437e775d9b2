import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type DeleteAccountBody = CallBody<Calls['deleteAccount']>;

/** deleteAccount: erases my account (decision 046); the caller signs out after it. */
export const deleteAccount = (body: DeleteAccountBody) => request('deleteAccount', { body });

export const useDeleteAccountMutation = () => useMutation({ mutationFn: deleteAccount });
