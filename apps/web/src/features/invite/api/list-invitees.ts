import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type InviteeEntry = CallData<Calls['listInvitees']>['items'][number];

/** listInvitees: my invitees, newest first; `nextBefore` carried as the list's cursor. */
export const inviteesListOptions = () =>
  cursorListOptions<InviteeEntry>(['invite', 'invitees'], async (cursor) => {
    const page = await request('listInvitees', { query: { limit: 20, ...(cursor === null ? {} : { before: Number(cursor) }) } });
    return { items: page.items, nextCursor: page.nextBefore === null ? null : String(page.nextBefore) };
  });

export const useInviteesList = () => useCursorList(inviteesListOptions());
