import type { CallData, Calls, FavouriteTarget } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type FavouriteEntry = CallData<Calls['listFavourites']>['items'][number];

/** listFavourites: my favourites, newest first (all, or one type), as cards in my language. */
export const favouritesListOptions = (targetType: FavouriteTarget | null, lang: string) =>
  cursorListOptions<FavouriteEntry>(['favourites', 'list', targetType ?? 'all', lang], (cursor) =>
    request('listFavourites', {
      query: { ...(targetType ? { targetType } : {}), ...(cursor === null ? {} : { cursor }) },
    }),
  );

export const useFavouritesList = (targetType: FavouriteTarget | null, lang: string) =>
  useCursorList(favouritesListOptions(targetType, lang));
