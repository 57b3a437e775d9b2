import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** resetPassword: a new login password by a code sent to the phone (signed out). */
export const resetPassword = (body: CallBody<Calls['resetPassword']>) => request('resetPassword', { body });

/** Signed out: nothing cached changes. */
export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
