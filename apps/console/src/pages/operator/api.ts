import type { CallData, CallInput, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

export type OperatorRow = CallData<Calls['consoleListOperators']>['operators'][number];
const KEY = ['console', 'operators'] as const;

export function useOperators(tenantId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, tenantId ?? 'host'],
    queryFn: () => request('consoleListOperators', { query: { tenantId } }),
  });
}

/** The tenants a platform admin picks from (platform host only). */
export function useTenantChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'tenants'],
    queryFn: () => request('consoleListTenants'),
    enabled,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useCreateOperator() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: CallInput<Calls['consoleCreateOperator']>['body']) => request('consoleCreateOperator', { body }),
    onSuccess: done,
  });
}

export function useUpdateOperator() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (v: { id: number; body: CallInput<Calls['consoleUpdateOperator']>['body'] }) =>
      request('consoleUpdateOperator', { params: { id: v.id }, body: v.body }),
    onSuccess: done,
  });
}

export function useResetOperatorTotp() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => request('consoleResetOperatorTotp', { params: { id } }),
    onSuccess: done,
  });
}
