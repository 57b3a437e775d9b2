import type { CallQuery, Calls } from '@curio/contract/client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The orders pages' calls (decision 039): search, one order, its payments, its items, the refund.

export type OrderFilter = Omit<NonNullable<CallQuery<Calls['consoleSearchOrders']>>, 'before' | 'limit'>;

export function useOrderSearch(filter: OrderFilter) {
  return useInfiniteQuery({
    queryKey: ['console', 'orders', 'search', filter],
    queryFn: ({ pageParam }) => request('consoleSearchOrders', { query: { ...filter, limit: 20, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
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
