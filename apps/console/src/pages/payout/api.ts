import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The creator payouts' calls (decision 065): balances (accrued, paid, owed), the payouts recorded, one
// payout recorded (a write: the balances and the history are read again), the CSV of those owed.

export type CreatorBalance = CallData<Calls['consoleListCreatorBalances']>['items'][number];
export type CreatorPayout = CallData<Calls['consoleListCreatorPayouts']>['items'][number];
export type PayoutBody = CallBody<Calls['consoleRecordCreatorPayout']>;

const KEY = ['console', 'creator-payouts'] as const;

export const useCreatorBalances = () =>
  useQuery({ queryKey: [...KEY, 'balances'], queryFn: () => request('consoleListCreatorBalances') });

export function useCreatorPayouts() {
  return useInfiniteQuery({
    queryKey: [...KEY, 'history'],
    queryFn: ({ pageParam }) => request('consoleListCreatorPayouts', { query: { limit: 20, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useRecordPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutBody) => request('consoleRecordCreatorPayout', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const exportCreatorBalances = () => request('consoleExportCreatorBalances');
