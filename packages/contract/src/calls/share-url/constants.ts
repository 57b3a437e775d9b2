// Sharing's values without zod (the web app's pages import them; issue 32, decision 070).

/** What can be shared: a collection (its detail), a resale listing, an item I hold. */
export const SHARE_KINDS = ['collection', 'listing', 'item'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/**
 * The storefront pages a share link opens, as hash routes of the tenant's own storefront (the short link
 * stores `/#<path>`). The web app's route table has these paths (a test says so).
 */
export const SHARE_PAGES = {
  /** The collection detail (login: PRODUCT.md §2a). */
  collection: '/pages/detail/collection',
  /** A resale listing is the collection detail with market type 2 (decision 035). */
  listing: '/pages/detail/collection',
  /** A held item shown read-only to anyone with the link (decision 070). */
  item: '/pages/share/item',
} as const;

/** The storefront path (hash route, with its query) a share of `kind` opens. `ref` is the item's share token. */
export function sharePagePath(kind: ShareKind, ref: number | string): string {
  const v = encodeURIComponent(String(ref));
  switch (kind) {
    case 'collection':
      return `${SHARE_PAGES.collection}?id=${v}`;
    case 'listing':
      return `${SHARE_PAGES.listing}?marketType=2&id=${v}`;
    case 'item':
      return `${SHARE_PAGES.item}?t=${v}`;
  }
}

/**
 * The holder's nickname as a visitor of a shared item sees it (decision 070): the first and the last
 * character kept, the middle starred ("收藏家一号" → "收***号"); two characters keep the first ("小明" →
 * "小*"); one is starred.
 */
export function maskNickname(nickname: string): string {
  const chars = Array.from(nickname.trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`;
}
