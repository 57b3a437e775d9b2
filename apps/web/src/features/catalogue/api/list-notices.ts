import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type NoticeCard = CallData<Calls['listNotices']>['items'][number];

/** listNotices: published notices, newest first; keyset cursor. */
export const noticeListQueryOptions = (lang: string) =>
  cursorListOptions<NoticeCard>(['notices', lang], (cursor) => request('listNotices', { query: { cursor } }));
export const useNoticeList = (lang: string) => useCursorList(noticeListQueryOptions(lang));
