import type { InboxKind } from '@curio/contract/client';
import { formatPrice } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';
import type { InboxEvent } from './api/list-inbox';

/** Where tapping an event goes: the item it is about, or the order; nothing for the rest. */
export type InboxTarget = { kind: 'item'; cardNftId: number } | { kind: 'order'; orderNo: string } | null;

export function inboxTarget(e: Pick<InboxEvent, 'kind' | 'cardNftId' | 'ref'>): InboxTarget {
  if (e.cardNftId !== null) return { kind: 'item', cardNftId: e.cardNftId };
  if (e.kind === 'order_closed' && e.ref) return { kind: 'order', orderNo: e.ref };
  return null;
}

/** Paths to the pages an event opens, given by the route that shows the inbox (another feature's pages). */
export interface InboxLinks {
  item: (cardNftId: number) => string;
  order: (orderNo: string) => string;
}

export function inboxLink(e: Pick<InboxEvent, 'kind' | 'cardNftId' | 'ref'>, links: InboxLinks): string | null {
  const target = inboxTarget(e);
  if (!target) return null;
  return target.kind === 'item' ? links.item(target.cardNftId) : links.order(target.orderNo);
}

const text = (v: string | number | undefined): string | undefined => (v === undefined || v === '' ? undefined : String(v));

/**
 * The values an event's text needs, from its params, with a neutral word where one is missing (an old
 * event, a flow that sent less): `collection`, `from`, `to`, `orderNo`, `quantity`, and `amount` in fen
 * shown as money.
 */
export function inboxTextValues(e: Pick<InboxEvent, 'params' | 'ref'>, t: TFunction, lang: string): Record<string, string> {
  const p = e.params;
  const amount = typeof p.amount === 'number' ? formatPrice(p.amount, lang) : text(p.amount);
  return {
    collection: text(p.collection) ?? t('inbox.anItem'),
    from: text(p.from) ?? t('inbox.someone'),
    to: text(p.to) ?? t('inbox.someone'),
    orderNo: text(p.orderNo) ?? e.ref ?? '',
    quantity: text(p.quantity) ?? '1',
    amount: amount ?? '',
  };
}

export const INBOX_ICON: Record<InboxKind, string> = {
  sold: 'M4 12V4h8l8 8-8 8zM8 8h.01',
  gifted: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c0 0 6 2 6-1s-4-3-6 1',
  airdropped: 'M12 3C7 3 3 6.5 3 10h18c0-3.5-4-7-9-7zM3 10l9 8 9-8M12 18v3',
  synthesis_done: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 15l1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  withdrawal_settled: 'M3 7h18v12H3zM3 11h18M16 15h2',
  order_closed: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 9l6 6M15 9l-6 6',
  transfer_done: 'M4 12h14M13 6l6 6-6 6',
};
