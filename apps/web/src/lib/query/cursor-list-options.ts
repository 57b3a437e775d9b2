import type { UseInfiniteQueryOptions, InfiniteData } from '@tanstack/react-query';

// The options of a keyset list, apart from its hook (cursor-list.ts): the route loaders, which are part
// of the boot, build them without bringing the infinite-query hook into the first load.

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
