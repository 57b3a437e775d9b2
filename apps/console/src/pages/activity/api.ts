import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The growth area's calls: the synthesis recipes (console-synthesis), the casting activities
// (console-activities), the tenant's collections to pick from, and the tenant's time zone.

export type Recipe = CallData<Calls['consoleListRecipes']>['items'][number];
export type RecipeBody = CallBody<Calls['consoleSaveRecipe']>;
export type Activity = CallData<Calls['consoleListActivities']>['activities'][number];
export type ActivityBody = CallBody<Calls['consoleSaveActivity']>;

export const RECIPES_KEY = ['console', 'growth', 'recipes'] as const;
export const ACTIVITIES_KEY = ['console', 'growth', 'activities'] as const;

/** Every recipe of the tenant, newest first (the console pages through `before` until the end). */
export function useRecipes() {
  return useQuery({
    queryKey: RECIPES_KEY,
    queryFn: async () => {
      const items: Recipe[] = [];
      let before: number | undefined;
      for (let page = 0; page < 50; page++) {
        const r = await request('consoleListRecipes', { query: { limit: 100, ...(before ? { before } : {}) } });
        items.push(...r.items);
        if (r.nextBefore === null) break;
        before = r.nextBefore;
      }
      return items;
    },
    refetchInterval: 15_000,
  });
}

export function useSaveRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) => request('consoleSaveRecipe', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: RECIPES_KEY }),
  });
}

export function useWithdrawRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('consoleWithdrawRecipe', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: RECIPES_KEY }),
  });
}

/** Every activity of the tenant (casting, coupon, physical reward), newest first. */
export function useActivities() {
  return useQuery({
    queryKey: ACTIVITIES_KEY,
    queryFn: async () => {
      const items: Activity[] = [];
      let before: number | undefined;
      for (let page = 0; page < 50; page++) {
        const r = await request('consoleListActivities', {
          query: { limit: 200, ...(before ? { before } : {}) },
        });
        items.push(...r.activities);
        if (r.nextBefore === null) break;
        before = r.nextBefore;
      }
      return items;
    },
    refetchInterval: 15_000,
  });
}

export function useSaveActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityBody) => request('consoleSaveActivity', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  });
}

export function useWithdrawActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('consoleWithdrawActivity', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  });
}

/** The tenant's collections (the catalogue's list), as select options. */
export function useCollectionOptions() {
  const q = useQuery({
    queryKey: ['console', 'catalogue', 'collections'],
    queryFn: async () => (await request('consoleListCatalogue', { params: { kind: 'collections' } })).rows,
  });
  return { ...q, options: (q.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.key})` })) };
}

/** The tenant's coupon templates (what a coupon activity grants), as select options; empty for a role that cannot read them. */
export function useCouponOptions(enabled: boolean) {
  const q = useQuery({
    queryKey: ['console', 'marketing', 'coupons'],
    queryFn: async () => {
      const items: CallData<Calls['consoleListCoupons']>['items'] = [];
      let before: number | undefined;
      for (let page = 0; page < 50; page++) {
        const r = await request('consoleListCoupons', { query: { limit: 100, ...(before ? { before } : {}) } });
        items.push(...r.items);
        if (r.nextBefore === null) break;
        before = r.nextBefore;
      }
      return items;
    },
    enabled,
  });
  return q;
}

/** The tenant's time zone (the server's clock call answers it for the host's tenant); the browser's until known. */
export function useTenantTimeZone(): string {
  const q = useQuery({
    queryKey: ['console', 'tenant-time-zone'],
    queryFn: async () => (await request('get')).timeZone,
    staleTime: Infinity,
  });
  return q.data ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
