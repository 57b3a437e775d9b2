// Where the activities' pages live (spec section 2: the Activity row) and how to link to one. The route
// table (app/routes/activity.routes.ts) takes its paths from here. Coupon activities, the order
// confirmation and the addresses (the same row) are issue 19's.

export const ACTIVITY_PATHS = {
  /** The activities: open, upcoming, ended; and my cast records (`?tab=records`). */
  list: '/pages/activity/index/index',
  /** One activity (public; signed in it shows what I own and whether I can cast). */
  detail: '/pages/activity/detail/detail',
  /** Pick the items to hold or spend, then cast (login). */
  select: '/pages/activity/order/selectNft',
  /** The items that qualify: the collections and my matching items, read-only (login). */
  items: '/pages/activity/order/associatedNft',
} as const;

export type ActivityTab = 'open' | 'upcoming' | 'ended' | 'records';
export const ACTIVITY_TABS: readonly ActivityTab[] = ['open', 'upcoming', 'ended', 'records'];

export const activityListPath = (tab: ActivityTab = 'open') =>
  tab === 'open' ? ACTIVITY_PATHS.list : `${ACTIVITY_PATHS.list}?tab=${tab}`;
export const activityPath = (id: number) => `${ACTIVITY_PATHS.detail}?id=${id}`;
export const activitySelectPath = (id: number) => `${ACTIVITY_PATHS.select}?id=${id}`;
export const activityItemsPath = (id: number) => `${ACTIVITY_PATHS.items}?id=${id}`;

/** An activity id from a page's query, or null when it cannot be one. */
export function activityIdParam(value: string | undefined): number | null {
  const v = value?.trim() ?? '';
  if (!/^[1-9][0-9]{0,14}$/.test(v)) return null;
  return Number(v);
}

/** The list's tab from the page's query: open unless it names another. */
export function activityTabParam(value: string | undefined): ActivityTab {
  return (ACTIVITY_TABS as readonly string[]).includes(value ?? '') ? (value as ActivityTab) : 'open';
}
