import type { CallData, Calls } from '@curio/contract/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type ConsignmentQuote = CallData<Calls['previewConsignment']>;

/**
 * previewConsignment: the ceiling, the fee, the royalty and the net at a price (none: at the ceiling), and
 * what would block consigning now. Asked again as the price is typed; the last answer stays meanwhile.
 */
export const consignmentQuoteQueryOptions = (cardNftId: number, price: number | null) =>
  queryOptions({
    queryKey: ['market', 'quote', cardNftId, price],
    queryFn: () =>
      request('previewConsignment', {
        query: price === null ? { cardNftId } : { cardNftId, price },
        showErrorMessage: false,
      }),
  });

export const useConsignmentQuote = (cardNftId: number, price: number | null, enabled = true) =>
  useQuery({ ...consignmentQuoteQueryOptions(cardNftId, price), enabled, placeholderData: keepPreviousData });
