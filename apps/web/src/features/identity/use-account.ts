import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * The signed-in user's info and profile from the session. `refresh` loads them again when the page
 * opens (pages that show standing that may have changed elsewhere); otherwise only when missing.
 */
export function useAccount({ refresh = false }: { refresh?: boolean } = {}) {
  const user = useSession((s) => s.userInfo);
  const profile = useSession((s) => s.profile);
  const token = useSession((s) => s.token);
  const missing = !user || !profile;
  useEffect(() => {
    if (token && (refresh || missing)) {
      void useSession
        .getState()
        .loadUser()
        .catch(() => undefined);
    }
    // Once per page (and when the token changes), not on every store change.
  }, [token]);
  return { user, profile };
}

/** Reloads user info and profile after a change; failures leave the old values. */
export function reloadAccount(): Promise<void> {
  return useSession
    .getState()
    .loadUser()
    .catch(() => undefined);
}

/**
 * Leaves a page that needs login and ends the session as the page goes. Signing out while such a
 * page is still on screen would let the login guard send the user to login (with this page as
 * reUrl); navigations run as transitions, so the old page can stay a moment after `navigate`
 * resolves. The session is forgotten when this page unmounts, before the next page's effects run
 * (so its first calls go without the old token).
 */
export function useLeaveSignedOut(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) useSession.getState().signOut();
    },
    [],
  );
  return async (to: string) => {
    leaving.current = true;
    await navigate(to, { replace: true });
  };
}
