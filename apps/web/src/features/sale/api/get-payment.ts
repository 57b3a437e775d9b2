import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type Payment = CallData<Calls['getPayment']>;

/** getPayment: where a payment stands. */
export const getPayment = (paymentNo: string) => request('getPayment', { params: { paymentNo }, showErrorMessage: false });

export const paymentQueryOptions = (paymentNo: string) =>
  queryOptions({ queryKey: ['payment', paymentNo], queryFn: () => getPayment(paymentNo) });

/** Polled while the payment runs (spec §4 progress), every `intervalMs` until it stops. */
export const usePayment = (paymentNo: string | null, intervalMs: number | false) =>
  useQuery({ ...paymentQueryOptions(paymentNo ?? ''), enabled: paymentNo !== null, refetchInterval: intervalMs });
