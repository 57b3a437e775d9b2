import type { CallQuery, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { CouponTab } from '../paths';
import type { Coupon } from '../rules';

/** listMyCoupons: my coupons of one state; with an order (businessType, itemId, quantity) each carries a quote. */
export const listMyCoupons = (query: CallQuery<Calls['listMyCoupons']>, quiet = false) =>
  // Quiet (the buy sheet's row): no toast, and never a jump to login from inside the sheet.
  request('listMyCoupons', { query, ...(quiet ? { showErrorMessage: false, tokenInvalidNotToLogin: true } : {}) });

export const myCouponsQueryOptions = (tab: CouponTab, lang: string) =>
  cursorListOptions<Coupon>(['coupons', 'mine', tab, lang], (cursor) =>
    listMyCoupons(cursor === null ? { status: tab } : { status: tab, cursor }),
  );

export const useMyCoupons = (tab: CouponTab, lang: string) => useCursorList(myCouponsQueryOptions(tab, lang));

/** The order the buy sheet is about to place. */
export interface CouponOrder {
  businessType: 3 | 4 | 5 | 7;
  itemId: number;
  quantity: number;
}

/** My usable coupons quoted for one order (the buy sheet's picker; the first 50 are plenty). */
export const useQuotedCoupons = (order: CouponOrder, lang: string) =>
  useQuery(
    queryOptions({
      queryKey: ['coupons', 'quote', order.businessType, order.itemId, order.quantity, lang],
      queryFn: () => listMyCoupons({ status: 'usable', ...order, pageSize: 50 }, true),
      placeholderData: (previous) => previous,
    }),
  );
