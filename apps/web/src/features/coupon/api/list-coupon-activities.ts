import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { CouponActivity } from '../rules';

/** listCouponActivities: the campaigns open to claim (a visitor sees them too, without claimedByMe). */
export const couponActivitiesQueryOptions = (lang: string, signedIn: boolean) =>
  cursorListOptions<CouponActivity>(['coupons', 'activities', lang, signedIn], (cursor) =>
    request('listCouponActivities', { query: cursor === null ? {} : { cursor } }),
  );

export const useCouponActivities = (lang: string, signedIn: boolean) =>
  useCursorList(couponActivitiesQueryOptions(lang, signedIn));
