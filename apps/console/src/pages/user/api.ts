import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { idPage, type UrlPaging } from '../../components/use-url-filters';
import { request } from '../../lib/request';

// The users pages' calls (decision 039): search, one user, their orders and their collectibles.

/** One page of the search (decision 068): the page the address names, the one before kept on screen meanwhile. */
export function useUserSearch(q: string, paging: Pick<UrlPaging, 'size' | 'cursor'>) {
  const page = idPage(paging);
  return useQuery({
    queryKey: ['console', 'users', 'search', q, page],
    queryFn: () => request('consoleSearchUsers', { query: { q, ...page } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: ['console', 'users', 'one', id],
    queryFn: () => request('consoleGetUser', { params: { id } }),
    retry: false,
  });
}

export function useUserOrders(userId: number) {
  return useInfiniteQuery({
    queryKey: ['console', 'orders', 'search', { userId }],
    queryFn: ({ pageParam }) => request('consoleSearchOrders', { query: { userId, limit: 10, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useUserCollectibles(userId: number) {
  return useInfiniteQuery({
    queryKey: ['console', 'collectibles', { userId }],
    queryFn: ({ pageParam }) => request('consoleListCollectibles', { query: { userId, limit: 20, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
