import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { useSession } from '../../../lib/session';

/** updateNickname: the nickname; answers the user's info. */
export const updateNickname = (body: CallBody<Calls['updateNickname']>) => request('updateNickname', { body });

/** The answer is the new user info: the session takes it. */
export const useUpdateNicknameMutation = () =>
  useMutation({ mutationFn: updateNickname, onSuccess: (userInfo) => useSession.setState({ userInfo }) });
