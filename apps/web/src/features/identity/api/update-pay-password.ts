import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { reloadAccount } from '../use-account';

/** updatePayPassword: a new pay password, by the old one. */
export const updatePayPassword = (body: CallBody<Calls['updatePayPassword']>) => request('updatePayPassword', { body });

/** The user's info and profile say which passwords are set: loaded again before it resolves. */
export const useUpdatePayPasswordMutation = () =>
  useMutation({ mutationFn: updatePayPassword, onSuccess: () => reloadAccount() });
