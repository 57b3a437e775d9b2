import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The airdrops area's calls (decision 038): the list with each airdrop's progress, and a save. The
// collections to drop come from lib/tenant.

export type Airdrop = CallData<Calls['consoleListAirdrops']>['airdrops'][number];
export type AirdropBody = CallBody<Calls['consoleSaveAirdrop']>;

const KEY = ['console', 'airdrops'] as const;

/** The tenant's airdrops (the newest 200), read again every 10 s while the page is open (claims move them). */
export const useAirdrops = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => request('consoleListAirdrops', { query: { limit: 200 } }),
    refetchInterval: 10_000,
  });

export function useSaveAirdrop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AirdropBody) => request('consoleSaveAirdrop', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
