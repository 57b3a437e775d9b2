import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type FollowRow = CallData<Calls['listFans']>['items'][number];
export type FollowListKind = 'fans' | 'following';

/** listFans / listFollowing: a user's fans or whom they follow (no id: mine), newest first. */
export const followListQueryOptions = (kind: FollowListKind, userId: number | null) =>
  cursorListOptions<FollowRow>(['social', kind, userId ?? 'me'], (cursor) => {
    const query = { ...(userId === null ? {} : { userId }), ...(cursor === null ? {} : { cursor }) };
    return kind === 'fans' ? request('listFans', { query }) : request('listFollowing', { query });
  });

export const useFollowList = (kind: FollowListKind, userId: number | null) => useCursorList(followListQueryOptions(kind, userId));
