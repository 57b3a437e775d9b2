import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { DisplayedItem } from './get-personal-page';

/** listDisplayed: the rest of a user's displayed collectibles, after the personal page's first ones. */
export const displayedQueryOptions = (userId: number | null, lang: string) =>
  cursorListOptions<DisplayedItem>(['social', 'displayed', userId ?? 'me', lang], (cursor) =>
    request('listDisplayed', { query: { ...(userId === null ? {} : { userId }), ...(cursor === null ? {} : { cursor }) } }),
  );

export const useDisplayedList = (userId: number | null, lang: string, enabled: boolean) =>
  useCursorList({ ...displayedQueryOptions(userId, lang), enabled });
