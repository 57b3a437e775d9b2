import type { CallData, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';

export type CirculationItem = CallData<Calls['listCirculation']>['items'][number];
export type FlowDirection = 'all' | 'in' | 'out';

/** listCirculation: every move in or out of my collectibles, newest first; keyset cursor. */
export const listCirculation = (direction: FlowDirection, cursor: string | null) =>
  request('listCirculation', { query: { direction, ...(cursor === null ? {} : { cursor }) } });

export const circulationQueryOptions = (direction: FlowDirection, lang: string) =>
  cursorListOptions<CirculationItem>(['transfer', 'flow', direction, lang], (cursor) => listCirculation(direction, cursor));

export const useCirculationList = (direction: FlowDirection, lang: string) =>
  useCursorList(circulationQueryOptions(direction, lang));
