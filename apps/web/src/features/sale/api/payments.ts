import type { CallData, Calls, PayMethod } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type Payment = CallData<Calls['getPayment']>;
export type PayMethodOption = CallData<Calls['listPayMethods']>['methods'][number];

/** listPayMethods: the methods of the tenant's cashier, named in the user's language. */
export const payMethodsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['pay-methods', lang],
    queryFn: () => request('listPayMethods'),
    staleTime: 5 * 60_000,
  });
export const usePayMethods = (lang: string) => useQuery(payMethodsQueryOptions(lang));

/** createPayment: starts a payment of an unpaid order with a method; answers the provider's cashier page. */
export const createPayment = (orderNo: string, method: PayMethod) =>
  request('createPayment', { body: { orderNo, method }, showErrorMessage: false });

/** Polling getPayment while the payment runs (spec §4 progress), every `intervalMs` until it stops. */
export const paymentQueryOptions = (paymentNo: string) =>
  queryOptions({
    queryKey: ['payment', paymentNo],
    queryFn: () => request('getPayment', { params: { paymentNo }, showErrorMessage: false }),
  });
export const usePayment = (paymentNo: string | null, intervalMs: number | false) =>
  useQuery({ ...paymentQueryOptions(paymentNo ?? ''), enabled: paymentNo !== null, refetchInterval: intervalMs });
