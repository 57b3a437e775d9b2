import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { BuyCouponSlot, BuySheetLinks, BuyTarget } from './buy-target';

export type { BuyCouponChoice, BuyCouponSlot, BuySheetLinks, BuyTarget } from './buy-target';

export interface BuySheetOptions {
  links: BuySheetLinks;
  /** Called when the drop's stock changed: an order took units, or a refusal says it changed (sold out, not enough, not on sale). */
  onStale?: () => void;
  /** The coupon row (issue 19), given by the route: the coupon feature's picker. Absent: no coupons. */
  coupon?: BuyCouponSlot;
}

// The sheet (antd-mobile Popup, the sale's texts) loads on the first tap, not with the detail page.
const BuySheetBody = lazy(() => import('./buy-sheet-body'));

/**
 * The buy sheet of a detail page (issue 7): `open` for the buy button, `sheet` to render anywhere in
 * the page. Quantity within min(per-user limit, remaining), the total, the chat-app payment warning,
 * placeOrder, then the cashier; a refusal shows the server's text and the way forward.
 */
export function useBuySheet(target: BuyTarget, options: BuySheetOptions): { open: () => void; sheet: ReactNode } {
  const [visible, setVisible] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = useCallback(() => {
    setLoaded(true);
    setVisible(true);
  }, []);
  const close = useCallback(() => setVisible(false), []);
  const { onStale, links, coupon } = options;
  const sheet = useMemo(
    () =>
      loaded ? (
        <Suspense fallback={null}>
          <BuySheetBody target={target} visible={visible} onClose={close} onStale={onStale} links={links} coupon={coupon} />
        </Suspense>
      ) : null,
    [loaded, target, visible, close, onStale, links, coupon],
  );
  return { open, sheet };
}
