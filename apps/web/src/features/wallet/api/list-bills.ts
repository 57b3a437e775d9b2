import type { CallData, CallQuery, Calls } from '@curio/contract/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

export type WalletBill = CallData<Calls['listBills']>['items'][number];
export type BillKind = NonNullable<CallQuery<Calls['listBills']>['kind']>;
type BillPage = CallData<Calls['listBills']>;

/** listBills: the bills of one month (YYYY-MM), newest first, of one kind or all, with the month's totals. */
export const listBills = (query: CallQuery<Calls['listBills']>) => request('listBills', { query });

export const billListQueryOptions = (month: string, kind: BillKind | 'all', lang: string) =>
  cursorListOptions<WalletBill>(walletKeys.billList(month, kind, lang), (cursor) =>
    listBills({ month, ...(kind === 'all' ? {} : { kind }), ...(cursor === null ? {} : { cursor }) }),
  );

export const useBillList = (month: string, kind: BillKind | 'all', lang: string) => {
  const options = billListQueryOptions(month, kind, lang);
  const list = useCursorList(options);
  // The month's totals come with the first page (the same cached query).
  const totals = useInfiniteQuery({
    ...options,
    select: (d) => {
      const first = d.pages[0] as BillPage | undefined;
      return first ? { income: first.income, expense: first.expense } : null;
    },
  });
  return { ...list, totals: totals.data ?? null };
};
