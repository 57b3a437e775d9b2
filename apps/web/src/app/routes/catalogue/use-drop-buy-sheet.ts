import { CouponSlot } from '../../../features/coupon/components/coupon-slot';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { useBuySheet } from '../../../features/sale/components/buy-sheet';
import type { BuyTarget } from '../../../features/sale/components/buy-target';

/** The sale's buy sheet sends a refused buyer to these identity pages. */
const BUY_LINKS = { verify: IDENTITY_PATHS.verify, chainVerify: IDENTITY_PATHS.chainVerify };

/** A drop as its detail page holds it (a collection's or a blind box's detail). */
type Drop = Omit<BuyTarget, 'kind'>;

/**
 * The composition both drop detail pages make: the catalogue's drop sold through the sale's buy sheet,
 * refreshed when the sheet finds it stale, with the identity pages as the way forward for a refused buyer
 * and the coupon feature's picker as the sheet's coupon row.
 */
export function useDropBuySheet(kind: BuyTarget['kind'], drop: Drop, refresh: () => void) {
  const { id, name, coverUrl, price, remaining, perUserLimit, mine } = drop;
  return useBuySheet(
    { kind, id, name, coverUrl, price, remaining, perUserLimit, mine },
    {
      onStale: refresh,
      links: BUY_LINKS,
      coupon: CouponSlot,
    },
  );
}
