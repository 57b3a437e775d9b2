import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type OrderReceipt = CallData<Calls['getOrderReceipt']>;

/** getOrderReceipt: the payment receipt of one of my paid orders (the page shows "not found" and failures itself). */
export const getOrderReceipt = (orderNo: string) => request('getOrderReceipt', { params: { orderNo }, showErrorMessage: false });

// Under ['orders', ...]: what invalidates an order (cancel, pay, refresh) invalidates its receipt too. Fresh
// on every visit (staleTime 0; the last copy shows meanwhile): a refund is made by the platform, not by
// this page, and its state moves on by itself (pending, then done).
export const orderReceiptQueryOptions = (orderNo: string, lang: string) =>
  queryOptions({ queryKey: ['orders', 'receipt', orderNo, lang], queryFn: () => getOrderReceipt(orderNo), staleTime: 0 });

export const useOrderReceipt = (orderNo: string | null, lang: string) =>
  useQuery({ ...orderReceiptQueryOptions(orderNo ?? '', lang), enabled: orderNo !== null });
