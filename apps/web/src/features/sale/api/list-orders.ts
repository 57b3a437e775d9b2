import type { CallQuery, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { OrderTab } from '../rules';
import type { Order } from './get-order';

/** listOrders: my orders newest first, of one state or all; keyset cursor. */
export const listOrders = (query: CallQuery<Calls['listOrders']>, { showErrorMessage = true } = {}) =>
  request('listOrders', { query, showErrorMessage });

export const orderListQueryOptions = (tab: OrderTab, lang: string) =>
  cursorListOptions<Order>(['orders', 'list', tab, lang], (cursor) =>
    listOrders({ ...(tab === 'all' ? {} : { status: tab }), ...(cursor === null ? {} : { cursor }) }),
  );

export const useOrderList = (tab: OrderTab, lang: string) => useCursorList(orderListQueryOptions(tab, lang));
