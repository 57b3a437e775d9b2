import type { CallData, Calls } from '@curio/contract/client';
import { useNavigate, useSearchParams } from 'react-router';
import { setCsrfToken } from '../../lib/request';
import { useSignedIn } from '../../lib/session';

export type SessionView = CallData<Calls['consoleMe']>;

/** Where a finished sign-in goes: the page asked for, else the tenant's dashboard (the platform's tenants). */
export function useFinishSignIn(): (view: SessionView) => void {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (view) => {
    const next = params.get('next');
    const query = next ? `?next=${encodeURIComponent(next)}` : '';
    // The two-factor steps are writes: they send the session's CSRF token too.
    setCsrfToken(view.csrfToken);
    if (view.stage === 'totp') return void navigate(`/login/2fa${query}`);
    if (view.stage === 'enrol') return void navigate(`/login/enrol${query}`);
    signedIn(view);
    const safe = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : null;
    void navigate(safe ?? (view.tenantCode === null ? '/tenants' : '/dashboard'), { replace: true });
  };
}

/** The `?next=` of this page, kept across the sign-in steps. */
export function useNextQuery(): string {
  const [params] = useSearchParams();
  const next = params.get('next');
  return next ? `?next=${encodeURIComponent(next)}` : '';
}
