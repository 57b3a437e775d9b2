import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { useSession } from '../../../lib/session';

export type TenantContentKind = 'agreement' | 'policy' | 'realNameAgreement' | 'digitalIdentity';
export type TenantContent = CallData<Calls['getTenantContent']>;

/** One of the tenant's documents, in the user's language. */
export const tenantContentQuery = (kind: TenantContentKind, lang: string) =>
  queryOptions({
    queryKey: ['tenant-content', kind, lang],
    queryFn: () => request('getTenantContent', { query: { kind }, showErrorMessage: false }),
    staleTime: 10 * 60_000,
  });

/** The DID partner channels a user can sign in with. */
export const didChannelsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['did-channels', lang],
    queryFn: () => request('queryChannelPlatform', { showErrorMessage: false }),
    staleTime: 60_000,
  });

/**
 * After login or registration (spec section 4): keep the token, then load user info and then the
 * profile. A failure to load them does not undo the login: the pages load them again.
 */
export async function startSession(token: string): Promise<void> {
  const session = useSession.getState();
  session.setToken(token);
  await session.loadUser().catch(() => undefined);
}
