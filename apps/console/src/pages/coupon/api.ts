import type { CallBody, CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The coupon area's calls (issue 19, decision 043): coupon templates (a claimable one is a coupon
// campaign of the storefront) and batches of one-time redemption codes. The tenant's collections to scope
// them to and its time zone (validity windows are edited on its wall clock) come from lib/tenant.

export type Coupon = CallData<Calls['consoleListCoupons']>['items'][number];
export type CouponBody = CallBody<Calls['createCoupon']>;
export type RedeemBatch = CallData<Calls['consoleListRedeemBatches']>['items'][number];
export type RedeemBody = CallBody<Calls['createRedeemCodes']>;
export type RedeemResult = CallData<Calls['createRedeemCodes']>;

export const COUPONS_KEY = ['console', 'coupon', 'coupons'] as const;
export const BATCHES_KEY = ['console', 'coupon', 'redeem-batches'] as const;

/** Every item of a list paged newest first with `before` (at most 50 pages). */
async function all<T>(page: (before?: number) => Promise<{ items: T[]; nextBefore: number | null }>): Promise<T[]> {
  const items: T[] = [];
  let before: number | undefined;
  for (let i = 0; i < 50; i++) {
    const r = await page(before);
    items.push(...r.items);
    if (r.nextBefore === null) break;
    before = r.nextBefore;
  }
  return items;
}

/** Every coupon template of the tenant, newest first. */
export function useCoupons() {
  return useQuery({
    queryKey: COUPONS_KEY,
    queryFn: () => all((before) => request('consoleListCoupons', { query: { limit: 100, ...(before ? { before } : {}) } })),
    refetchInterval: 15_000,
  });
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponBody) => request('createCoupon', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}

/** Every redemption code batch of the tenant, newest first (never the codes). */
export function useRedeemBatches() {
  return useQuery({
    queryKey: BATCHES_KEY,
    queryFn: () => all((before) => request('consoleListRedeemBatches', { query: { limit: 100, ...(before ? { before } : {}) } })),
    refetchInterval: 15_000,
  });
}

export function useCreateRedeemCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemBody) => request('createRedeemCodes', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: BATCHES_KEY }),
  });
}
