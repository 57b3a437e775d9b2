import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The activity area's calls (console-activity): the activities (casting, coupon, physical reward) and the
// coupon templates a coupon activity grants. The tenant's collections and time zone come from lib/tenant.

export type Activity = CallData<Calls['consoleListActivities']>['activities'][number];
export type ActivityBody = CallBody<Calls['consoleSaveActivity']>;

export const ACTIVITIES_KEY = ['console', 'activity', 'activities'] as const;

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

/** The tenant's coupon templates (what a coupon activity grants), as select options; empty for a role that cannot read them. */
export function useCouponOptions(enabled: boolean) {
  const q = useQuery({
    // The coupon area's list (pages/coupon: COUPONS_KEY), one cache for both.
    queryKey: ['console', 'coupon', 'coupons'],
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
