// The activity area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/activity.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const ACTIVITY_PATHS = {
  /** The activities: open, upcoming, ended; and my cast records (`?tab=records`). */
  list: '/pages/activity/index/index',
  /** One activity (public; signed in it shows what I own and whether I can cast). */
  detail: '/pages/activity/detail/detail',
  /** Pick the items to hold or spend, then cast (login). */
  select: '/pages/activity/order/selectNft',
  /** The items that qualify: the collections and my matching items, read-only (login). */
  items: '/pages/activity/order/associatedNft',
  /** A coupon activity: pick the qualifying items, confirm, the coupon is mine (login; issue 19). */
  couponSelect: '/pages/activity/order/couponSelectNft',
  /** Confirm an order of a physical-reward activity: the reward, my items, the address, the total (login; issue 19). */
  confirm: '/pages/activity/order/confirm',
} as const;
