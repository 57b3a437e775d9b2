import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The finance page's calls (decision 039): the ledger with its totals, and the payments. Read-only.

export function useLedger(q: { kind?: 'payment' | 'refund' | 'fee' | 'royalty' | 'proceeds' | 'discount'; from?: number }) {
  return useInfiniteQuery({
    queryKey: ['console', 'finance', 'ledger', q],
    queryFn: ({ pageParam }) => request('consoleListLedger', { query: { ...q, limit: 50, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function usePayments(q: { progress?: number; from?: number }) {
  return useInfiniteQuery({
    queryKey: ['console', 'finance', 'payments', q],
    queryFn: ({ pageParam }) => request('consoleListPayments', { query: { ...q, limit: 50, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
