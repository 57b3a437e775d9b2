// Titles of the coupon pages (route table `title` keys, under `nav`). They load with the boot because
// the navigation bar shows them before a page's chunk has arrived.
export default {
  coupons: 'My coupons',
  couponCampaigns: 'Get coupons',
  exchange: 'Exchange centre',
} as const;
