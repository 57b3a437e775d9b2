import { PayProgress } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

/** A withdrawal still DEALING is looked at again this often until the provider settles it. */
export const DEALING_POLL_MS = 5000;

/** getBill: one bill of the wallet (the page shows "not found" and failures itself). */
export const getBill = (billNo: string) => request('getBill', { params: { billNo }, showErrorMessage: false });

export const billQueryOptions = (billNo: string, lang: string) =>
  queryOptions({ queryKey: walletKeys.bill(billNo, lang), queryFn: () => getBill(billNo) });

export const useBill = (billNo: string | null, lang: string) =>
  useQuery({
    ...billQueryOptions(billNo ?? '', lang),
    enabled: billNo !== null,
    refetchInterval: (q) => (q.state.data?.progress === PayProgress.DEALING ? DEALING_POLL_MS : false),
  });
