import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type Trend = CallData<Calls['listTrends']>['items'][number];

/** listTrends: an album's published posts, newest first; `before` pages. */
export const trendListQueryOptions = (albumId: number, lang: string) =>
  cursorListOptions<Trend>(['album-trends', albumId, lang], (cursor) =>
    request('listTrends', { query: cursor ? { albumId, before: cursor } : { albumId }, showErrorMessage: false }).then((r) => ({
      items: r.items,
      nextCursor: r.nextBefore,
    })),
  );
export const useTrendList = (albumId: number | null, lang: string) =>
  useCursorList({ ...trendListQueryOptions(albumId ?? 0, lang), enabled: albumId !== null });
