import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

export type CatalogueKind = 'creators' | 'series' | 'collections' | 'blindBoxes' | 'notices';
export type CatalogueRow = CallData<Calls['consoleListCatalogue']>['rows'][number];
export type CatalogueEntry = Record<string, unknown>;
/** An entry as sent: JSON (what the form built from the loaded entry and its fields). */
export const asJson = (e: Record<string, unknown>) => e as CallBody<Calls['consoleSaveCatalogueEntry']>;
export type EntryFacts = CallData<Calls['consoleGetCatalogueEntry']>['facts'];
export type Category = CallData<Calls['consoleListCategories']>['categories'][number];

export const catalogueKey = (kind: CatalogueKind) => ['console', 'catalogue', kind] as const;

export function useCatalogueList(kind: CatalogueKind) {
  return useQuery({
    queryKey: catalogueKey(kind),
    queryFn: async () => (await request('consoleListCatalogue', { params: { kind } })).rows,
  });
}

export function useCatalogueEntry(kind: CatalogueKind, key: string | null) {
  return useQuery({
    queryKey: [...catalogueKey(kind), 'entry', key],
    queryFn: () => request('consoleGetCatalogueEntry', { params: { kind, key: key! } }),
    enabled: key !== null,
    staleTime: 0,
  });
}

const CATEGORIES_KEY = ['console', 'categories'] as const;

export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: async () => (await request('consoleListCategories')).categories,
  });
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<Calls['consoleSaveCategory']>) => request('consoleSaveCategory', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}

/** Saves one entry; the lists of every kind are read again (a save can recount creators and series). */
export function useSaveEntry(kind: CatalogueKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: CatalogueEntry) => request('consoleSaveCatalogueEntry', { params: { kind }, body: asJson(entry) }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', 'catalogue'] }),
  });
}

export function useSetListed(kind: 'collections' | 'blindBoxes') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; listed: boolean }) =>
      request('consoleSetListed', { params: { kind, key: v.key }, body: { listed: v.listed } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', 'catalogue'] }),
  });
}

export { fromLocalInput, issuesOf, toLocalInput, yuan } from '../../components/content-helpers';

/** A category's name path ("Art/Painting"), as the catalogue file names it. */
export function categoryPaths(categories: Category[]): { path: string; id: number; depth: number }[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const nameOf = (c: Category) => c.name.en || c.name['zh-CN'] || Object.values(c.name).find((v) => v) || String(c.id);
  return categories.map((c) => {
    const chain: Category[] = [];
    for (let x: Category | undefined = c; x && chain.length < 20; x = x.parentId === null ? undefined : byId.get(x.parentId))
      chain.unshift(x);
    return { path: chain.map(nameOf).join('/'), id: c.id, depth: chain.length - 1 };
  });
}
