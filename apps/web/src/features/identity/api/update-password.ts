import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { reloadAccount } from '../use-account';

/** updatePassword: the login password (the old one when there is one). */
export const updatePassword = (body: CallBody<Calls['updatePassword']>) => request('updatePassword', { body });

/** The user's info and profile say which passwords are set: loaded again before it resolves. */
export const useUpdatePasswordMutation = () => useMutation({ mutationFn: updatePassword, onSuccess: () => reloadAccount() });
