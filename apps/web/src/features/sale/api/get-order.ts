import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type Order = CallData<Calls['getOrder']>;

/** getOrder: one of my orders (the page shows "not found" and failures itself). */
export const getOrder = (orderNo: string) => request('getOrder', { params: { orderNo }, showErrorMessage: false });

// Fresh on every visit (staleTime 0; the last copy shows meanwhile): an order also moves without this page —
// closed at its deadline, paid by the provider's notice, refunded by the platform.
export const orderQueryOptions = (orderNo: string, lang: string) =>
  queryOptions({ queryKey: ['orders', 'detail', orderNo, lang], queryFn: () => getOrder(orderNo), staleTime: 0 });

export const useOrder = (orderNo: string | null, lang: string) =>
  useQuery({ ...orderQueryOptions(orderNo ?? '', lang), enabled: orderNo !== null });
