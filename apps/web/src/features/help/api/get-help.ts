import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type HelpDocument = CallData<Calls['getTenantContent']>;

/**
 * getTenantContent of kind 'help': the operator's FAQ and contact, in the user's language. The same key as
 * the documents' own query (identity's TenantContent renders the FAQ), so the page asks once.
 */
export const helpOptions = (lang: string) =>
  queryOptions({
    queryKey: ['tenant-content', 'help', lang],
    queryFn: () => request('getTenantContent', { query: { kind: 'help' }, showErrorMessage: false }),
    staleTime: 10 * 60_000,
  });

export const useHelp = (lang: string) => useQuery(helpOptions(lang));
