import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type BlindBoxDetail = CallData<Calls['getBlindBox']>;

/** getBlindBox (login required): its items with stock and odds, sale state, fairness seed hash. */
export const blindBoxQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['blind-box', id, lang],
    queryFn: () => request('getBlindBox', { params: { id }, showErrorMessage: false }),
  });
/** Disabled without a valid id (the page shows "not found" then). */
export const useBlindBox = (id: number | null, lang: string) =>
  useQuery({ ...blindBoxQueryOptions(id ?? 0, lang), enabled: id !== null });
