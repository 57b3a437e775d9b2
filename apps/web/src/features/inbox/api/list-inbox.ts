import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type InboxEvent = CallData<Calls['listInbox']>['items'][number];

/** listInbox: my events, newest first; keyset cursor. */
export const listInbox = (cursor: string | null) =>
  request('listInbox', { query: cursor === null ? {} : { cursor }, showErrorMessage: false });

export const inboxListQueryOptions = () => cursorListOptions<InboxEvent>(['inbox', 'list'], listInbox);

export const useInboxList = () => useCursorList(inboxListQueryOptions());
