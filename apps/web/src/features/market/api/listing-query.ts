import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

// The listing's query options apart from its hook (get-listing.ts): the collection route's loader, part
// of the boot, starts the query of a linked listing without bringing the query hooks into the first load.

export type ListingDetail = CallData<Calls['getListing']>;

/** getListing (login required): one listing in any state, the masked seller, the collection's floor price. */
export const listingQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['market', 'listing', id, lang],
    // The page shows "not found" and failures itself.
    queryFn: () => request('getListing', { params: { id }, showErrorMessage: false }),
  });
