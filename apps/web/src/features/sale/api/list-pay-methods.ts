import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type PayMethodOption = CallData<Calls['listPayMethods']>['methods'][number];

/** listPayMethods: the methods of the tenant's cashier, named in the user's language. */
export const listPayMethods = () => request('listPayMethods');

export const payMethodsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['pay-methods', lang], queryFn: listPayMethods, staleTime: 5 * 60_000 });

export const usePayMethods = (lang: string) => useQuery(payMethodsQueryOptions(lang));
