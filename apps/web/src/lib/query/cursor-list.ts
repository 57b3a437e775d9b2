import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { InfiniteListStatus } from '../../components/ui/infinite-list';

/** One page of a catalogue list (contract `pageOf`): pass `nextCursor` back as `cursor`; null ends. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

type Cursor = string | null;

/** The infinite-query options of a keyset list: the first page has no cursor, the next one the last page's. */
export function cursorListOptions<T>(queryKey: readonly unknown[], fetchPage: (cursor: Cursor) => Promise<CursorPage<T>>) {
  return {
    queryKey,
    queryFn: ({ pageParam }: { pageParam: Cursor }) => fetchPage(pageParam),
    initialPageParam: null as Cursor,
    getNextPageParam: (last: CursorPage<T>) => last.nextCursor ?? undefined,
  } satisfies UseInfiniteQueryOptions<CursorPage<T>, Error, InfiniteData<CursorPage<T>, Cursor>, readonly unknown[], Cursor>;
}

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
  options: ReturnType<typeof cursorListOptions<T>> & { enabled?: boolean; initialData?: InfiniteData<CursorPage<T>, Cursor> },
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
