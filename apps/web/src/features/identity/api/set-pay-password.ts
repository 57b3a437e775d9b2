import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { reloadAccount } from '../use-account';

/** setPayPassword: the first pay password. */
export const setPayPassword = (body: CallBody<Calls['setPayPassword']>) => request('setPayPassword', { body });

/** The user's info and profile say which passwords are set: loaded again before it resolves. */
export const useSetPayPasswordMutation = () => useMutation({ mutationFn: setPayPassword, onSuccess: () => reloadAccount() });
