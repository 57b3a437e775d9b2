import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type Activity = CallData<Calls['getActivity']>;

/** getActivity: one activity; signed in, with what I own of each qualifying collection and my status. */
export const getActivity = (id: number) => request('getActivity', { params: { id }, showErrorMessage: false });

export const activityQueryOptions = (id: number, lang: string, signedIn: boolean) =>
  queryOptions({ queryKey: ['activities', 'detail', id, lang, signedIn], queryFn: () => getActivity(id) });

export const useActivity = (id: number | null, lang: string, signedIn: boolean) =>
  useQuery({ ...activityQueryOptions(id ?? 0, lang, signedIn), enabled: id !== null });
