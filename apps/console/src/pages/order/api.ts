import type { CallQuery, Calls } from '@curio/contract/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { idPage, type UrlPaging } from '../../components/use-url-filters';
import { request } from '../../lib/request';

// The orders pages' calls (decision 039): search, one order, its payments, its items, the refund.

export type OrderFilter = Omit<NonNullable<CallQuery<Calls['consoleSearchOrders']>>, 'before' | 'limit'>;

/** One page of the search (decision 068): the page the address names, the one before kept on screen meanwhile. */
export function useOrderSearch(filter: OrderFilter, paging: Pick<UrlPaging, 'size' | 'cursor'>) {
  const page = idPage(paging);
  return useQuery({
    queryKey: ['console', 'orders', 'search', filter, page],
    queryFn: () => request('consoleSearchOrders', { query: { ...filter, ...page } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useOrder(orderNo: string) {
  return useQuery({
    queryKey: ['console', 'orders', 'one', orderNo],
    queryFn: () => request('consoleGetOrder', { params: { orderNo } }),
    retry: false,
  });
}

export function useOrderPayments(orderNo: string) {
  return useQuery({
    queryKey: ['console', 'orders', 'payments', orderNo],
    queryFn: () => request('consoleOrderPayments', { params: { orderNo } }),
  });
}

export function useOrderItems(orderId: number | undefined) {
  return useQuery({
    queryKey: ['console', 'orders', 'items', orderId],
    queryFn: () => request('consoleListCollectibles', { query: { orderId: orderId!, limit: 100 } }),
    enabled: orderId !== undefined,
  });
}

export function useRefundOrder(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => request('consoleRefundOrder', { params: { orderNo }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', 'orders'] }),
  });
}
