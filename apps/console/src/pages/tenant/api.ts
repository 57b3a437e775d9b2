import type { CallData, CallInput, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

export type TenantRow = CallData<Calls['consoleListTenants']>['tenants'][number];
const KEY = ['console', 'tenants'] as const;

export function useTenants(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: () => request('consoleListTenants'), enabled });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useCreateTenant() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: CallInput<Calls['consoleCreateTenant']>['body']) => request('consoleCreateTenant', { body }),
    onSuccess: done,
  });
}

export function useUpdateTenant() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; body: CallInput<Calls['consoleUpdateTenant']>['body'] }) =>
      request('consoleUpdateTenant', { params: { id: v.id }, body: v.body }),
    onSuccess: done,
  });
}

export function useTenantDomain() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; host: string; remove?: boolean }) =>
      v.remove
        ? request('consoleRemoveTenantDomain', { params: { id: v.id }, body: { host: v.host } })
        : request('consoleAddTenantDomain', { params: { id: v.id }, body: { host: v.host } }),
    onSuccess: done,
  });
}
