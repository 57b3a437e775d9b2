import { useSession } from '../../lib/session';

/**
 * After login or registration (spec section 4): keep the token, then load user info and then the
 * profile. A failure to load them does not undo the login: the pages load them again.
 */
export async function startSession(token: string): Promise<void> {
  const session = useSession.getState();
  session.setToken(token);
  await session.loadUser().catch(() => undefined);
}
