import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { CastRecord } from './cast';

/** listCastRecords: my casts, newest first. */
export const listCastRecords = (cursor: string | null) =>
  request('listCastRecords', { query: cursor === null ? {} : { cursor } });

export const castRecordsQueryOptions = (lang: string) =>
  cursorListOptions<CastRecord>(['activities', 'records', lang], (cursor) => listCastRecords(cursor));

export const useCastRecords = (lang: string, enabled: boolean) => useCursorList({ ...castRecordsQueryOptions(lang), enabled });
