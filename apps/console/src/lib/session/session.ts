import { CONSOLE_ROLES, type CallData, type Calls, type ConsoleRole } from '@curio/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ConsoleRequestError, request, setCsrfToken } from '../request';

// The signed-in operator, as the console shell reads it (op-auth's consoleMe). The shell's guard, the
// header and the menu's role filter read it through useOperator(); a sign-in page calls signedIn(me).

export type { ConsoleRole };
export { CONSOLE_ROLES };

/** The signed-in operator as the shell uses it (from op-auth's ConsoleSessionView). */
export interface ConsoleOperator {
  id: number;
  email: string;
  name: string;
  role: ConsoleRole;
  /** The operator's own tenant; null for a platform admin. */
  tenantId: number | null;
  /** The tenant this console acts on (the host's); null on the platform host. */
  hostTenantId: number | null;
  tenantCode: string | null;
  totpEnrolled: boolean;
  /** The CSRF token for writes (the request helper keeps it in memory). */
  csrfToken: string;
  idleTimeoutMs: number;
}

export type ConsoleSessionView = CallData<Calls['consoleMe']>;

export const ME_QUERY_KEY = ['console', 'me'] as const;

/** A session view (login, verify, me) as the shell's operator; null until two-factor is done. */
export function operatorOf(view: ConsoleSessionView): ConsoleOperator | null {
  if (view.stage !== 'done') return null;
  return {
    ...view.operator,
    hostTenantId: view.tenantId,
    tenantCode: view.tenantCode,
    csrfToken: view.csrfToken,
    idleTimeoutMs: view.idleTimeoutMs,
  };
}

/** The operator of this browser's session, or null when signed out (or two-factor is not done). */
export async function fetchOperator(): Promise<ConsoleOperator | null> {
  try {
    const view = await request('consoleMe', { quietSignedOut: true });
    // The CSRF token is valid for the session even before two-factor (the 2FA calls are writes).
    setCsrfToken(view.csrfToken);
    return operatorOf(view);
  } catch (error) {
    // Any refusal of consoleMe (no session, expired, two-factor required) is "signed out"; a network
    // failure is an error the shell shows.
    if (error instanceof ConsoleRequestError && error.code !== 0) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export function useOperator() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchOperator, staleTime: 60_000, retry: false });
}

/**
 * After a sign-in, 2FA or enrol answer: remember its CSRF token (it changes with the cookie) and, when the
 * stage is 'done', show the shell. Returns the operator (null while a second step is awaited).
 */
export function useSignedIn(): (view: ConsoleSessionView) => ConsoleOperator | null {
  const client = useQueryClient();
  return useCallback(
    (view: ConsoleSessionView) => {
      setCsrfToken(view.csrfToken);
      const operator = operatorOf(view);
      client.setQueryData(ME_QUERY_KEY, operator);
      return operator;
    },
    [client],
  );
}

/** Signs out on the server (best effort) and forgets everything cached. */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      await request('consoleLogout', { quietSignedOut: true });
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
