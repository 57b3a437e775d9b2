import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type Address = CallData<Calls['listAddresses']>['items'][number];

/** listAddresses: my addresses (the server's order: the default first, then the newest). */
export const listAddresses = () => request('listAddresses', {});

export const addressesQueryOptions = () => queryOptions({ queryKey: ['addresses'], queryFn: listAddresses });

export const useAddresses = () => useQuery(addressesQueryOptions());
