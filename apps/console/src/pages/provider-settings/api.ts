import type { CallData, Calls } from '@curio/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../lib/request';
import type { SaveBody } from './provider-form';

// The providers page's calls (issue 28, decision 050). The writes are plain async functions, not
// useMutation: a mutation keeps its last variables in the query cache's state, and a save's variables hold
// secrets, which must not outlive the request.

export type ProviderRow = CallData<Calls['consoleListProviders']>['providers'][number];
export type ProviderKind = ProviderRow['kind'];
export type ProviderVendor = ProviderRow['vendor'];
type VendorParams = { kind: 'pay' | 'sms'; vendor: 'wechatpay' | 'alipay' | 'aliyun' | 'tencent' };

export const PROVIDERS_KEY = ['console', 'providers'] as const;

export function useProviders(enabled = true) {
  return useQuery({
    queryKey: PROVIDERS_KEY,
    queryFn: async () => (await request('consoleListProviders')).providers,
    enabled,
  });
}

/** Save, remove and check; each refreshes the list once it is answered (or refused). */
export function useProviderActions() {
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: PROVIDERS_KEY }), [client]);
  const save = useCallback(
    async (params: VendorParams, body: SaveBody) => {
      try {
        return await request('consoleSaveProvider', { params, body });
      } finally {
        void refresh();
      }
    },
    [refresh],
  );
  const remove = useCallback(
    async (params: VendorParams) => {
      try {
        return await request('consoleRemoveProvider', { params });
      } finally {
        void refresh();
      }
    },
    [refresh],
  );
  const check = useCallback(
    async (kind: ProviderKind, vendor: ProviderVendor) => {
      try {
        return await request('consoleCheckProvider', { params: { kind, vendor } });
      } finally {
        void refresh();
      }
    },
    [refresh],
  );
  return { save, remove, check };
}
