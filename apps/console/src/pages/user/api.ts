import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The users pages' calls (decision 039): search, one user, their orders and their collectibles.

export function useUserSearch(q: string) {
  return useInfiniteQuery({
    queryKey: ['console', 'users', 'search', q],
    queryFn: ({ pageParam }) => request('consoleSearchUsers', { query: { q, limit: 20, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
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
