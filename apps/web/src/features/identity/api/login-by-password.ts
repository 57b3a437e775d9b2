import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { startSession } from '../session';

/** loginByPassword: answers a token. */
export const loginByPassword = (body: CallBody<Calls['loginByPassword']>) => request('loginByPassword', { body });

/** Starts the session with the token (user info, then the profile) before it resolves. */
export const useLoginByPasswordMutation = () =>
  useMutation({ mutationFn: loginByPassword, onSuccess: ({ token }) => startSession(token) });
