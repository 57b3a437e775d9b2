import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type Provenance = CallData<Calls['getProvenance']>;
export type ProvenanceEvent = Provenance['events'][number];

/** While a chain part is pending, the timeline asks again this often. */
export const PROVENANCE_POLL_MS = 3000;

/** getProvenance: one item's timeline (the owner's only). */
export const getProvenance = (cardNftId: number) => request('getProvenance', { params: { cardNftId }, showErrorMessage: false });

export const provenanceQueryOptions = (cardNftId: number) =>
  queryOptions({ queryKey: ['holdings', 'provenance', cardNftId], queryFn: () => getProvenance(cardNftId) });

/** The timeline, polled while any of its chain parts is pending. */
export const useProvenance = (cardNftId: number) =>
  useQuery({
    ...provenanceQueryOptions(cardNftId),
    refetchInterval: (q) => (q.state.data?.events.some((e) => e.chain?.status === 'pending') ? PROVENANCE_POLL_MS : false),
  });
