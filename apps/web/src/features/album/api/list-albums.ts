import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type AlbumCard = CallData<Calls['listAlbums']>['items'][number];

/** listAlbums: the tenant's published albums; `before` pages (the previous page's `nextBefore`). */
export const albumListQueryOptions = (lang: string) =>
  cursorListOptions<AlbumCard>(['albums', lang], (cursor) =>
    request('listAlbums', { query: cursor ? { before: cursor } : {} }).then((r) => ({
      items: r.items,
      nextCursor: r.nextBefore,
    })),
  );
export const useAlbumList = (lang: string) => useCursorList(albumListQueryOptions(lang));
