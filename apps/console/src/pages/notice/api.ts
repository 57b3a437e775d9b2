import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The notices area's calls (decision 038): notices are the catalogue's `notices` entries, read and saved
// through the catalogue's calls under the catalogue's key (the home decoration's ticker reads the same list).

const KEY = ['console', 'catalogue', 'notices'] as const;

export const useNotices = () =>
  useQuery({
    queryKey: KEY,
    queryFn: async () => (await request('consoleListCatalogue', { params: { kind: 'notices' } })).rows,
  });

/** One notice as stored (`key` null: none, for a new one). */
export const useNotice = (key: string | null) =>
  useQuery({
    queryKey: [...KEY, 'entry', key],
    queryFn: () => request('consoleGetCatalogueEntry', { params: { kind: 'notices', key: key! } }),
    enabled: key !== null,
    staleTime: 0,
  });

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      request('consoleSaveCatalogueEntry', {
        params: { kind: 'notices' },
        body: body as CallBody<Calls['consoleSaveCatalogueEntry']>,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
