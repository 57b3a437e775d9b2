import type { ConsoleListingState } from '@curio/contract/client';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The market page's calls (decision 067): the tenant's listings, a take-down.

/** The list's filters (prices in fen), as the page keeps them in its address. */
export interface ListingFilter {
  state?: ConsoleListingState;
  collectionId?: number;
  seller?: string;
  priceMin?: number;
  priceMax?: number;
}

export function useListings(filter: ListingFilter) {
  return useInfiniteQuery({
    queryKey: ['console', 'market', 'listings', filter],
    queryFn: ({ pageParam }) => request('consoleListListings', { query: { ...filter, limit: 20, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useTakeDown() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      request('consoleTakeDownListing', { params: { id: v.id }, body: { reason: v.reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', 'market'] }),
  });
}
