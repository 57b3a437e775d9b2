import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { CirculationItem } from './list-circulation';

/** listSent: the gifts I gave, newest first; keyset cursor. */
export const listSent = (cursor: string | null) => request('listSent', { query: cursor === null ? {} : { cursor } });

export const sentQueryOptions = (lang: string) =>
  cursorListOptions<CirculationItem>(['transfer', 'sent', lang], (cursor) => listSent(cursor));

export const useSentList = (lang: string) => useCursorList(sentQueryOptions(lang));
