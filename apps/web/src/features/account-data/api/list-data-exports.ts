import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type DataExport = CallData<Calls['listDataExports']>['items'][number];

/** listDataExports: my latest exports, newest first. */
export const listDataExports = () => request('listDataExports', {});

export const dataExportsQueryOptions = () => queryOptions({ queryKey: ['data-exports'], queryFn: listDataExports });

/** While one is preparing, asks again every 3 seconds (the job runs every second). */
export const useDataExports = (enabled: boolean) =>
  useQuery({
    ...dataExportsQueryOptions(),
    enabled,
    refetchInterval: (q) => (q.state.data?.items.some((e) => e.status === 'preparing') ? 3_000 : false),
  });
