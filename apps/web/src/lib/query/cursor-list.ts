import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { cursorListOptions, CursorPage } from './cursor-list-options';
import { useCallback, useMemo } from 'react';
import type { InfiniteListStatus } from '../../components/ui/infinite-list';

export { cursorListOptions, type CursorPage } from './cursor-list-options';

export interface CursorList<T> {
  items: T[];
  hasMore: boolean;
  status: InfiniteListStatus;
  loadMore: () => Promise<unknown>;
  retry: () => void;
  /** Loads the list again from its first page (pull-to-refresh). */
  refresh: () => Promise<unknown>;
  isPending: boolean;
}

/** A keyset list as the props of InfiniteList (items, hasMore, loadMore, status, retry). */
export function useCursorList<T>(
  options: ReturnType<typeof cursorListOptions<T>> & {
    enabled?: boolean;
    initialData?: InfiniteData<CursorPage<T>, string | null>;
  },
): CursorList<T> {
  const q = useInfiniteQuery(options);
  const items = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  const { fetchNextPage, refetch, hasNextPage, isFetchNextPageError, isError, isFetching, isFetchingNextPage } = q;
  const loadMore = useCallback(
    () =>
      fetchNextPage().then((r) => {
        if (r.isFetchNextPageError) throw r.error;
      }),
    [fetchNextPage],
  );
  const retry = useCallback(() => {
    void (isFetchNextPageError ? fetchNextPage() : refetch());
  }, [isFetchNextPageError, fetchNextPage, refetch]);
  const refresh = useCallback(
    () =>
      refetch().then((r) => {
        if (r.isError) throw r.error;
      }),
    [refetch],
  );
  const status: InfiniteListStatus = isError && !isFetching ? 'error' : q.isPending || isFetchingNextPage ? 'loading' : 'success';
  return { items, hasMore: hasNextPage, status, loadMore, retry, refresh, isPending: q.isPending };
}
