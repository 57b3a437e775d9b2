import { ADDRESS_PATHS } from './route-paths';

// Where the addresses' pages live (spec section 2, the Activity row: /pages/activity/address/index and
// /add) and how to link to them. Opened from an order confirmation (`back`), the list offers "use this
// address" and returns there with `addressId` added to the confirmation's query.

export { ADDRESS_PATHS };

/** A page of ours to return to (never another site): a path under /pages/. */
export function backParam(value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  return /^\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&%_.,-]*)?$/.test(v) ? v : null;
}

const withBack = (path: string, back: string | null, extra?: string) => {
  const q = [extra, back ? `back=${encodeURIComponent(back)}` : undefined].filter(Boolean).join('&');
  return q ? `${path}?${q}` : path;
};

export const addressListPath = (back: string | null = null) => withBack(ADDRESS_PATHS.list, back);
export const addressAddPath = (back: string | null = null) => withBack(ADDRESS_PATHS.add, back);
export const addressEditPath = (id: number, back: string | null = null) => withBack(ADDRESS_PATHS.add, back, `id=${id}`);

/** The confirmation page (`back`) with the chosen address in its query (replacing one already there). */
export function returnWithAddress(back: string, addressId: number): string {
  const [path, query = ''] = back.split('?');
  const params = new URLSearchParams(query);
  params.set('addressId', String(addressId));
  return `${path}?${params.toString()}`;
}

/** An id from a page's query, or null when it cannot be one. */
export function idParam(value: string | undefined): number | null {
  const v = value?.trim() ?? '';
  return /^[1-9][0-9]{0,14}$/.test(v) ? Number(v) : null;
}
