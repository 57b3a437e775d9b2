import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type HeldBox = CallData<Calls['listMyBoxes']>['items'][number];

/** listMyBoxes: my unopened boxes (oldest first) or opened ones (last opened first). */
export const myBoxesQueryOptions = (opened: boolean, lang: string) =>
  cursorListOptions<HeldBox>(['boxes', opened ? 'opened' : 'unopened', lang], (cursor) =>
    request('listMyBoxes', { query: { opened: opened ? '1' : '0', ...(cursor === null ? {} : { cursor }) } }),
  );

export const useMyBoxes = (opened: boolean, lang: string) => useCursorList(myBoxesQueryOptions(opened, lang));
