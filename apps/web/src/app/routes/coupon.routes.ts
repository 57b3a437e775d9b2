import { COUPON_PATHS as P } from '../../features/coupon/route-paths';
import { couponTexts } from '../../features/coupon/texts';
import type { RouteDef } from './route-def';

// Coupons and redemption codes (issue 19): my coupons, the coupon campaigns, the exchange centre.
export const couponRoutes: RouteDef[] = [
  {
    path: P.mine,
    page: () => import('./coupon/my-coupons-page'),
    auth: true,
    pull: true,
    title: 'nav.coupons',
    texts: couponTexts.load,
  },
  {
    path: P.campaigns,
    page: () => import('./coupon/campaigns-page'),
    pull: true,
    title: 'nav.couponCampaigns',
    texts: couponTexts.load,
  },
  {
    path: P.exchange,
    page: () => import('./coupon/exchange-page'),
    auth: true,
    // Spec §2: the exchange page is marked (pull): a pull refreshes what it shows (my coupons' counts).
    pull: true,
    title: 'nav.exchange',
    texts: couponTexts.load,
  },
];
