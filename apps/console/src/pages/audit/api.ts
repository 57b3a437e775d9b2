import type { CallData, CallInput, Calls } from '@curio/contract/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { idPage, type UrlPaging } from '../../components/use-url-filters';
import { request } from '../../lib/request';

export type AuditEntry = CallData<Calls['consoleSearchAudit']>['entries'][number];
export type AuditFilter = Omit<NonNullable<CallInput<Calls['consoleSearchAudit']>['query']>, 'before' | 'limit'>;

/** One page of the log (decision 068): the page the address names, the one before kept on screen meanwhile. */
export function useAudit(filter: AuditFilter, paging: Pick<UrlPaging, 'size' | 'cursor'>) {
  const page = idPage(paging);
  return useQuery({
    queryKey: ['console', 'audit', filter, page],
    queryFn: () => request('consoleSearchAudit', { query: { ...filter, ...page } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The tenants to filter by (platform admins on the platform host). */
export function useTenantNames(enabled: boolean) {
  return useQuery({ queryKey: ['console', 'tenants'], queryFn: () => request('consoleListTenants'), enabled });
}
