import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** queryReceiptBind: whether the user is bound to a DID partner identity (then real name can come from the partner). */
export const queryReceiptBind = () => request('queryReceiptBind', { showErrorMessage: false });

export const didBindQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'did-bind'], queryFn: queryReceiptBind, staleTime: 60_000 });

export const useDidBind = () => useQuery(didBindQueryOptions());
