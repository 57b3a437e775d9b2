import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** logout: revokes the session on the server; quiet, and an expired token does not send the user to login. */
export const logout = () => request('logout', { showErrorMessage: false, tokenInvalidNotToLogin: true });

/** The page forgets the session as it leaves (useLeaveSignedOut): nothing to do here. */
export const useLogoutMutation = () => useMutation({ mutationFn: logout });
