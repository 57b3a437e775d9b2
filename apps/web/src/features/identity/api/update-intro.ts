import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { useSession } from '../../../lib/session';

/** updateIntro: the introduction; answers the user's info. */
export const updateIntro = (body: CallBody<Calls['updateIntro']>) => request('updateIntro', { body });

/** The answer is the new user info: the session takes it. */
export const useUpdateIntroMutation = () =>
  useMutation({ mutationFn: updateIntro, onSuccess: (userInfo) => useSession.setState({ userInfo }) });
