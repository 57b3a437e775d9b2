import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';
import type { CouponPickerProps } from './coupon-picker';

export type { CouponChoice, CouponPickerProps } from './coupon-picker';

// The picker (its query, texts and sheet) loads with the buy sheet that shows it, not with the detail page.
const CouponPicker = lazy(() => import('./coupon-picker'));

/** The coupon row a route gives the buy sheet (the sheet's `coupon` slot); nothing for a visitor (no coupons to ask for). */
export function CouponSlot(props: CouponPickerProps) {
  const signedIn = useSession((s) => Boolean(s.token));
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <CouponPicker {...props} />
    </Suspense>
  );
}
