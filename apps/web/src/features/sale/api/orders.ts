import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cursorListOptions, useCursorList } from '../../../lib/catalogue/cursor-list';
import { request } from '../../../lib/request/index';
import type { OrderTab } from '../../../lib/sale/rules';

export type Order = CallData<Calls['getOrder']>;

/** listOrders: my orders newest first, of one state or all; keyset cursor. */
export const orderListQueryOptions = (tab: OrderTab, lang: string) =>
  cursorListOptions<Order>(['orders', 'list', tab, lang], (cursor) =>
    request('listOrders', {
      query: { ...(tab === 'all' ? {} : { status: tab }), ...(cursor === null ? {} : { cursor }) },
    }),
  );
export const useOrderList = (tab: OrderTab, lang: string) => useCursorList(orderListQueryOptions(tab, lang));

/** getOrder: one of my orders (the page shows "not found" and failures itself). */
export const orderQueryOptions = (orderNo: string, lang: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderNo, lang],
    queryFn: () => request('getOrder', { params: { orderNo }, showErrorMessage: false }),
  });
export const useOrder = (orderNo: string | null, lang: string) =>
  useQuery({ ...orderQueryOptions(orderNo ?? '', lang), enabled: orderNo !== null });

/** cancelOrder: an unpaid order ends at once and its stock returns (5000021 when it is not unpaid any more). */
export const cancelOrder = (orderNo: string) => request('cancelOrder', { body: { orderNo } });
