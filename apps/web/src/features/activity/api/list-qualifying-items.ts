import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type QualifyingItems = CallData<Calls['listQualifyingItems']>;
export type QualifyingGroup = QualifyingItems['collections'][number];
export type QualifyingItem = QualifyingGroup['items'][number];

/** listQualifyingItems: my items of each qualifying collection, usable or not (and why not). */
export const listQualifyingItems = (id: number) => request('listQualifyingItems', { params: { id }, showErrorMessage: false });

export const qualifyingItemsQueryOptions = (id: number, lang: string) =>
  queryOptions({ queryKey: ['activities', 'items', id, lang], queryFn: () => listQualifyingItems(id) });

export const useQualifyingItems = (id: number | null, lang: string) =>
  useQuery({ ...qualifyingItemsQueryOptions(id ?? 0, lang), enabled: id !== null });
