import type { CallData, CallInput, Calls } from '@curio/contract/client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request';

export type AuditEntry = CallData<Calls['consoleSearchAudit']>['entries'][number];
export type AuditFilter = Omit<NonNullable<CallInput<Calls['consoleSearchAudit']>['query']>, 'before' | 'limit'>;

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: ['console', 'audit', filter],
    queryFn: ({ pageParam }) =>
      request('consoleSearchAudit', { query: { ...filter, limit: 50, before: pageParam ?? undefined } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** The tenants to filter by (platform admins on the platform host). */
export function useTenantNames(enabled: boolean) {
  return useQuery({ queryKey: ['console', 'tenants'], queryFn: () => request('consoleListTenants'), enabled });
}
