import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type PriceHistory = CallData<Calls['getPriceHistory']>;

/** getPriceHistory: a collection's past resale prices (oldest first), floor, last, high, low, count. */
export const priceHistoryQueryOptions = (collectionId: number) =>
  queryOptions({
    queryKey: ['market', 'price-history', collectionId],
    queryFn: () => request('getPriceHistory', { params: { collectionId }, showErrorMessage: false }),
  });

export const usePriceHistory = (collectionId: number) => useQuery(priceHistoryQueryOptions(collectionId));
