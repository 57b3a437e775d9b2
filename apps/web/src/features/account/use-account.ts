import { useEffect } from 'react';
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
