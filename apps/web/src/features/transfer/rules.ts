import type { CollectibleHoldStatus } from '@curio/contract/client';

/** Why an item cannot be gifted now (PRODUCT.md §6), or null when it can. */
export type GiftBlock =
  | { kind: 'cooling'; until: number }
  | { kind: 'pledged' }
  | { kind: 'frozen' }
  | { kind: 'on_consignment' }
  | { kind: 'consumed' };

/** The state that forbids a gift, from the item as the owner's page has it, on the server's clock. */
export function giftBlock(item: { status: CollectibleHoldStatus; transferableAt: number }, now: number): GiftBlock | null {
  switch (item.status) {
    case 'pledged':
      return { kind: 'pledged' };
    case 'frozen':
      return { kind: 'frozen' };
    case 'on_consignment':
      return { kind: 'on_consignment' };
    case 'consumed':
      return { kind: 'consumed' };
    case 'held':
    case 'minting':
      return item.transferableAt > now ? { kind: 'cooling', until: item.transferableAt } : null;
  }
}

/** What the recipient search looks for: a phone number (with its area code) or a user id. */
export type RecipientBy = 'phone' | 'userId';

/** The keyword as the search sends it (digits only), or null when it cannot be one. */
export function recipientKeyword(by: RecipientBy, value: string): string | null {
  const v = value.replace(/[\s-]/g, '');
  if (by === 'userId') return /^[1-9][0-9]{0,9}$/.test(v) ? v : null;
  return /^[0-9]{6,15}$/.test(v) ? v : null;
}

/** The unread badge's text: 1-99, then "99+". */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
