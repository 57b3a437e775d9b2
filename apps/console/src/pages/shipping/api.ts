import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The shipping queue's calls (issue 19, decision 044): paid physical-reward orders by shipping state, and
// shipping one with a carrier and a tracking number.

export type Shipment = CallData<Calls['consoleListShipments']>['items'][number];
export type ShipmentStatus = Shipment['status'];
export type ShipBody = CallBody<Calls['shipOrder']>;

export const SHIPMENTS_KEY = ['console', 'shipments'] as const;

export function useShipments(status: ShipmentStatus) {
  return useInfiniteQuery({
    queryKey: [...SHIPMENTS_KEY, status],
    queryFn: ({ pageParam }) =>
      request('consoleListShipments', { query: { status, limit: 50, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchInterval: 15_000,
  });
}

export function useShipOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNo, body }: { orderNo: string; body: ShipBody }) => request('shipOrder', { params: { orderNo }, body }),
    // The order leaves the awaiting tab and joins the shipping one.
    onSuccess: () => client.invalidateQueries({ queryKey: SHIPMENTS_KEY }),
  });
}
