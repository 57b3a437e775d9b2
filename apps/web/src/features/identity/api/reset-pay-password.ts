import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { reloadAccount } from '../use-account';

/** resetPayPassword: a new pay password, by a code sent to the user's own phone. */
export const resetPayPassword = (body: CallBody<Calls['resetPayPassword']>) => request('resetPayPassword', { body });

/** The user's info and profile say which passwords are set: loaded again before it resolves. */
export const useResetPayPasswordMutation = () => useMutation({ mutationFn: resetPayPassword, onSuccess: () => reloadAccount() });
