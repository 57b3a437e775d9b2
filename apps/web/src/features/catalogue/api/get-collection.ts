import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type CollectionDetail = CallData<Calls['getCollection']>;

/** getCollection (login required): media, sale, creator, privileges, copyright and the info on chain. */
export const collectionQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['collection', id, lang],
    // The page shows "not found" and failures itself.
    queryFn: () => request('getCollection', { params: { id }, showErrorMessage: false }),
  });
/** Disabled without a valid id (the page shows "not found" then). */
export const useCollection = (id: number | null, lang: string) =>
  useQuery({ ...collectionQueryOptions(id ?? 0, lang), enabled: id !== null });
