import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { idPage, type UrlPaging } from '../../components/use-url-filters';
import { request } from '../../lib/request';

// The chain jobs page's calls (decision 039): the outbox of this tenant, and "retry now".

export const JOB_FILTERS = ['failing', 'pending', 'all'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];

/** One page of the jobs (decision 068), refreshed every 10 s; the page before kept on screen while another loads. */
export function useChainJobs(filter: JobFilter, paging: Pick<UrlPaging, 'size' | 'cursor'>) {
  const page = idPage(paging);
  return useQuery({
    queryKey: ['console', 'chain', 'jobs', filter, page],
    queryFn: () => request('consoleListChainJobs', { query: { filter, ...page } }),
    placeholderData: keepPreviousData,
    retry: false,
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
