import { ACTIVITY_PATHS } from './route-paths';

// Where the activities' pages live (spec section 2: the Activity row) and how to link to one. The route
// table (app/routes/activity.routes.ts) takes its paths from ./route-paths. The addresses (the same row) are the
// address feature's.

export { ACTIVITY_PATHS };

export type ActivityTab = 'open' | 'upcoming' | 'ended' | 'records';
export const ACTIVITY_TABS: readonly ActivityTab[] = ['open', 'upcoming', 'ended', 'records'];

export const activityListPath = (tab: ActivityTab = 'open') =>
  tab === 'open' ? ACTIVITY_PATHS.list : `${ACTIVITY_PATHS.list}?tab=${tab}`;
export const activityPath = (id: number) => `${ACTIVITY_PATHS.detail}?id=${id}`;
export const activitySelectPath = (id: number) => `${ACTIVITY_PATHS.select}?id=${id}`;
export const activityItemsPath = (id: number) => `${ACTIVITY_PATHS.items}?id=${id}`;
export const couponSelectPath = (id: number) => `${ACTIVITY_PATHS.couponSelect}?id=${id}`;
/** The confirmation, with the items picked on the selection page (none when nothing qualifies). */
export const activityConfirmPath = (id: number, itemIds: readonly number[] = []) =>
  itemIds.length ? `${ACTIVITY_PATHS.confirm}?id=${id}&items=${itemIds.join(',')}` : `${ACTIVITY_PATHS.confirm}?id=${id}`;

/** Where an activity's action leads, by kind: cast and physical with items to pick → the selection; coupon → its own; else the confirmation. */
export function activityActionPath(a: {
  id: number;
  kind: 'cast' | 'coupon' | 'physical';
  qualifying: readonly unknown[];
}): string {
  if (a.kind === 'coupon') return couponSelectPath(a.id);
  if (a.kind === 'physical' && a.qualifying.length === 0) return activityConfirmPath(a.id);
  return activitySelectPath(a.id);
}

/** The items of the confirmation's query (`items=1,2,3`): ids, at most 50; [] when absent or malformed. */
export function itemIdsParam(value: string | undefined): number[] {
  const v = value?.trim() ?? '';
  if (!/^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,49}$/.test(v)) return [];
  return [...new Set(v.split(',').map(Number))];
}

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
