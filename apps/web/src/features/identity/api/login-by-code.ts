import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { startSession } from '../session';

/** loginByCode: answers a token. */
export const loginByCode = (body: CallBody<Calls['loginByCode']>) => request('loginByCode', { body });

/** Starts the session with the token (user info, then the profile) before it resolves. */
export const useLoginByCodeMutation = () =>
  useMutation({ mutationFn: loginByCode, onSuccess: ({ token }) => startSession(token) });
