import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type ActivityCard = CallData<Calls['listActivities']>['items'][number];
export type ActivityStatus = ActivityCard['status'];

/** listActivities: the tenant's casting activities of one status (open, upcoming, ended); open to visitors. */
export const listActivities = (status: ActivityStatus, cursor: string | null) =>
  request('listActivities', { query: cursor === null ? { status, kind: 'cast' } : { status, kind: 'cast', cursor } });

export const activityListQueryOptions = (status: ActivityStatus, lang: string) =>
  cursorListOptions<ActivityCard>(['activities', 'list', status, lang], (cursor) => listActivities(status, cursor));

export const useActivityList = (status: ActivityStatus, lang: string, enabled = true) =>
  useCursorList({ ...activityListQueryOptions(status, lang), enabled });
