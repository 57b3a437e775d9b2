import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../request';

/** The catalogue's list of collections: the catalogue area's own key, so that its saves refresh every picker. */
export const COLLECTIONS_KEY = ['console', 'catalogue', 'collections'] as const;

/**
 * The tenant's collections (the catalogue's list) to pick from: the query, its rows as select options
 * ("name (key)") and a name by id.
 */
export function useCollectionOptions() {
  const q = useQuery({
    queryKey: COLLECTIONS_KEY,
    queryFn: async () => (await request('consoleListCatalogue', { params: { kind: 'collections' } })).rows,
  });
  const { data } = q;
  const picked = useMemo(() => {
    const rows = data ?? [];
    return {
      options: rows.map((c) => ({ value: c.id, label: `${c.name} (${c.key})` })),
      nameOf: new Map(rows.map((c) => [c.id, c.name])),
    };
  }, [data]);
  return { ...q, ...picked };
}
