import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The chain jobs page's calls (decision 039): the outbox of this tenant, and "retry now".

export type JobFilter = 'failing' | 'pending' | 'all';

export function useChainJobs(filter: JobFilter) {
  return useInfiniteQuery({
    queryKey: ['console', 'chain', 'jobs', filter],
    queryFn: ({ pageParam }) => request('consoleListChainJobs', { query: { filter, limit: 50, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchInterval: 10_000,
  });
}

export function useRetryChainJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('consoleRetryChainJob', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', 'chain'] }),
  });
}
