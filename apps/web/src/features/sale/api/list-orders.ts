import type { CallQuery, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import { kindBusinessType, type OrderKindFilter, type OrderTab } from '../rules';
import type { Order } from './get-order';

/** listOrders: my orders newest first, of one state or all, of one kind (business type) or all; keyset cursor. */
export const listOrders = (query: CallQuery<Calls['listOrders']>, { showErrorMessage = true } = {}) =>
  request('listOrders', { query, showErrorMessage });

export const orderListQueryOptions = (tab: OrderTab, kind: OrderKindFilter, lang: string) =>
  cursorListOptions<Order>(['orders', 'list', tab, kind, lang], (cursor) => {
    const businessType = kindBusinessType(kind);
    return listOrders({
      ...(tab === 'all' ? {} : { status: tab }),
      ...(businessType === undefined ? {} : { businessType }),
      ...(cursor === null ? {} : { cursor }),
    });
  });

export const useOrderList = (tab: OrderTab, kind: OrderKindFilter, lang: string) =>
  useCursorList(orderListQueryOptions(tab, kind, lang));
