import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { startSession } from '../session';

/** register: answers a token. */
export const register = (body: CallBody<Calls['register']>) => request('register', { body });

/** Starts the session with the token (user info, then the profile) before it resolves. */
export const useRegisterMutation = () => useMutation({ mutationFn: register, onSuccess: ({ token }) => startSession(token) });
