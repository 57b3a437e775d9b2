import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type TenantContentKind = 'agreement' | 'policy' | 'realNameAgreement' | 'digitalIdentity' | 'help';
export type TenantContent = CallData<Calls['getTenantContent']>;

/** getTenantContent: one of the tenant's documents, in the user's language. */
export const getTenantContent = (kind: TenantContentKind) =>
  request('getTenantContent', { query: { kind }, showErrorMessage: false });

export const tenantContentQueryOptions = (kind: TenantContentKind, lang: string) =>
  queryOptions({ queryKey: ['tenant-content', kind, lang], queryFn: () => getTenantContent(kind), staleTime: 10 * 60_000 });

export const useTenantContent = (kind: TenantContentKind, lang: string) => useQuery(tenantContentQueryOptions(kind, lang));
