import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** getBill: one bill of the wallet (the page shows "not found" and failures itself). */
export const getBill = (billNo: string) => request('getBill', { params: { billNo }, showErrorMessage: false });

export const billQueryOptions = (billNo: string, lang: string) =>
  queryOptions({ queryKey: walletKeys.bill(billNo, lang), queryFn: () => getBill(billNo) });

export const useBill = (billNo: string | null, lang: string, refetchInterval: number | false = false) =>
  useQuery({ ...billQueryOptions(billNo ?? '', lang), enabled: billNo !== null, refetchInterval });
