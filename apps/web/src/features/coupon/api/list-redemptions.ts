import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { Redemption } from '../rules';

/** listRedemptions: my redemptions, newest first (the page refreshes it while a collectible is minting). */
export const redemptionsQueryOptions = (lang: string) =>
  cursorListOptions<Redemption>(['coupons', 'redemptions', lang], (cursor) =>
    request('listRedemptions', { query: cursor === null ? {} : { cursor } }),
  );

export const useRedemptions = (lang: string) => useCursorList(redemptionsQueryOptions(lang));
