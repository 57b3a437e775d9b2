import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { useSession } from '../../../lib/session';

/** updateAvatar: the avatar (an uploaded file's id); answers the user's info. */
export const updateAvatar = (body: CallBody<Calls['updateAvatar']>) => request('updateAvatar', { body });

/** The answer is the new user info: the session takes it. */
export const useUpdateAvatarMutation = () =>
  useMutation({ mutationFn: updateAvatar, onSuccess: (userInfo) => useSession.setState({ userInfo }) });
