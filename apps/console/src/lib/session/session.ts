import { endpoints, type Endpoint } from '@curio/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ConsoleRequestError, requestEndpoint, setCsrfToken } from '../request';

// The signed-in operator, as the console shell reads it (op-auth's consoleMe). The shell's guard, the
// header and the menu's role filter read it through useOperator(); a sign-in page calls signedIn(me).

export const CONSOLE_ROLES = ['platformAdmin', 'owner', 'editor', 'support', 'finance'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

export interface ConsoleOperator {
  id: number | string;
  email: string;
  name?: string | null;
  role: ConsoleRole;
  /** null for a platform admin. */
  tenantId: number | string | null;
  tenantName?: string | null;
  tenantCode?: string | null;
  /** The CSRF token for writes (kept in memory by the request helper). */
  csrfToken?: string | null;
}

export const ME_QUERY_KEY = ['console', 'me'] as const;

/** consoleMe's / consoleLogin's answer (op-auth's ConsoleSessionView). */
export interface ConsoleSessionAnswer {
  stage?: 'totp' | 'enrol' | 'done';
  operator: ConsoleOperator & { totpEnrolled?: boolean };
  csrfToken?: string;
  tenantName?: string | null;
  tenantCode?: string | null;
}

/** The shell's operator from a session answer (with its tenant and CSRF token). */
export function operatorOf(a: ConsoleSessionAnswer): ConsoleOperator {
  return {
    ...a.operator,
    csrfToken: a.csrfToken ?? a.operator.csrfToken,
    tenantName: a.tenantName ?? a.operator.tenantName ?? null,
    tenantCode: a.tenantCode ?? a.operator.tenantCode ?? null,
  };
}

/** consoleMe when the contract has it (op-auth), else its planned path. */
function meEndpoint(): Pick<Endpoint, 'method' | 'path'> {
  const known = (endpoints as Record<string, Endpoint | undefined>)['consoleMe'];
  return known ?? { method: 'GET', path: '/console/auth/me' };
}
function logoutEndpoint(): Pick<Endpoint, 'method' | 'path'> {
  const known = (endpoints as Record<string, Endpoint | undefined>)['consoleLogout'];
  return known ?? { method: 'POST', path: '/console/auth/logout' };
}

/** The operator of this browser's session, or null when signed out. */
export async function fetchOperator(): Promise<ConsoleOperator | null> {
  try {
    const me = await requestEndpoint<ConsoleOperator | ConsoleSessionAnswer | null>(meEndpoint(), {
      quietSignedOut: true,
    });
    if (!me) return null;
    // A session that has passed only the password (stage 'totp' / 'enrol') is not signed in to the shell:
    // the sign-in pages finish it.
    if ('stage' in me && me.stage !== 'done') return null;
    const operator = 'operator' in me ? operatorOf(me) : me;
    setCsrfToken(operator.csrfToken ?? null);
    return operator;
  } catch (error) {
    // Any refusal of consoleMe (a console auth code, an expired session, no such call yet) is "signed out";
    // a network failure is an error the shell shows.
    if (error instanceof ConsoleRequestError && (error.code !== 0 || error.status === 401 || error.status === 404)) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export function useOperator() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchOperator, staleTime: 60_000, retry: false });
}

/** After a sign-in (or 2FA) answer: remember the CSRF token and show the shell. */
export function useSignedIn(): (operator: ConsoleOperator) => void {
  const client = useQueryClient();
  return useCallback(
    (operator: ConsoleOperator) => {
      setCsrfToken(operator.csrfToken ?? null);
      client.setQueryData(ME_QUERY_KEY, operator);
    },
    [client],
  );
}

/** Signs out on the server (best effort) and forgets everything cached. */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      await requestEndpoint(logoutEndpoint(), { body: {}, quietSignedOut: true });
    } catch {
      // Signed out on this side anyway.
    }
    setCsrfToken(null);
    client.clear();
    client.setQueryData(ME_QUERY_KEY, null);
  }, [client]);
}

export function hasRole(operator: ConsoleOperator | null | undefined, roles: readonly ConsoleRole[] | undefined): boolean {
  if (!roles || roles.length === 0) return true;
  return !!operator && roles.includes(operator.role);
}
