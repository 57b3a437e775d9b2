import type { InboxKind } from '@curio/contract/client';
import { formatPrice } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';
import type { InboxEvent } from './api/list-inbox';

/**
 * Where tapping an event goes: the item it is about, the order (a closed order; an order's shipping, completion,
 * coupon or refund), or — for a favourite's news — the new listing (its collection when no listing page is
 * given); nothing for the rest.
 */
export type InboxTarget =
  | { kind: 'item'; cardNftId: number }
  | { kind: 'order'; orderNo: string }
  | { kind: 'listing'; listingId: number; collectionId: number | null }
  | { kind: 'dataExport'; exportId: number }
  | null;

const FAVOURITE_NEWS: readonly InboxKind[] = ['favourite_listed', 'favourite_price_drop'];

export function inboxTarget(e: Pick<InboxEvent, 'kind' | 'cardNftId' | 'ref' | 'params'>): InboxTarget {
  if (e.cardNftId !== null) return { kind: 'item', cardNftId: e.cardNftId };
  if (e.kind === 'order_closed' && e.ref) return { kind: 'order', orderNo: e.ref };
  // An order's news (shipped, completed, a coupon granted, refunded: decisions 044, 066): ref `order:<orderNo>`.
  const order = e.ref ? /^order:([0-9A-Za-z-]{4,40})$/.exec(e.ref) : null;
  if (order) return { kind: 'order', orderNo: order[1]! };
  // A ready data export (decision 046): ref `export:<id>`.
  const exp = e.kind === 'data_export_ready' && e.ref ? /^export:([1-9][0-9]{0,9})$/.exec(e.ref) : null;
  if (exp) return { kind: 'dataExport', exportId: Number(exp[1]) };
  if (FAVOURITE_NEWS.includes(e.kind) && e.ref && /^[1-9][0-9]{0,9}$/.test(e.ref)) {
    const c = e.params.collectionId;
    return { kind: 'listing', listingId: Number(e.ref), collectionId: typeof c === 'number' ? c : null };
  }
  return null;
}

/** Paths to the pages an event opens, given by the route that shows the inbox (another feature's pages). */
export interface InboxLinks {
  item: (cardNftId: number) => string;
  order: (orderNo: string) => string;
  /** A resale listing's page (a favourite's news). */
  listing?: (listingId: number) => string;
  /** A collection's page: where a favourite's news goes when there is no listing page. */
  collection?: (collectionId: number) => string;
  /** Where a ready data export is downloaded (the safety page's sheet; decision 046). */
  dataExport?: (exportId: number) => string;
}

export function inboxLink(e: Pick<InboxEvent, 'kind' | 'cardNftId' | 'ref' | 'params'>, links: InboxLinks): string | null {
  const target = inboxTarget(e);
  if (!target) return null;
  if (target.kind === 'item') return links.item(target.cardNftId);
  if (target.kind === 'order') return links.order(target.orderNo);
  if (target.kind === 'dataExport') return links.dataExport ? links.dataExport(target.exportId) : null;
  if (links.listing) return links.listing(target.listingId);
  return links.collection && target.collectionId !== null ? links.collection(target.collectionId) : null;
}

const text = (v: string | number | undefined): string | undefined => (v === undefined || v === '' ? undefined : String(v));

/**
 * The values an event's text needs, from its params, with a neutral word where one is missing (an old
 * event, a flow that sent less): `collection`, `from`, `to`, `orderNo`, `quantity`, and `amount` and
 * `floor` in fen shown as money.
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
    floor: typeof p.floor === 'number' ? formatPrice(p.floor, lang) : (text(p.floor) ?? ''),
    carrier: text(p.carrier) ?? '',
    trackingNo: text(p.trackingNo) ?? '',
    // An operator's take-down or suspension (decision 067): their words as written, and the item's serial.
    reason: text(p.reason) ?? '',
    serial: text(p.serial) ?? '',
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
  favourite_listed:
    'M12 20s-7-4.3-8.3-8.8C3 8.3 4.9 5.6 7.6 5.6c1.8 0 3.2 1 4.4 2.7 1.2-1.7 2.6-2.7 4.4-2.7 2.7 0 4.6 2.7 3.9 5.6C19 15.7 12 20 12 20z',
  favourite_price_drop:
    'M12 20s-7-4.3-8.3-8.8C3 8.3 4.9 5.6 7.6 5.6c1.8 0 3.2 1 4.4 2.7 1.2-1.7 2.6-2.7 4.4-2.7 2.7 0 4.6 2.7 3.9 5.6C19 15.7 12 20 12 20zM12 10v5M9.8 13l2.2 2.2 2.2-2.2',
  cast_done: 'M12 2l3 6-3 3-3-3zM6 13h12l-2 8H8zM12 11v2',
  pledge_finished: 'M7 11V8a5 5 0 0 1 9.6-2M5 11h14v10H5zM12 15v2',
  order_shipped: 'M2 7h12v9H2zM14 10h4l3 3v3h-7zM6 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  order_completed: 'M4 12l5 5L20 6',
  coupon_granted: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM10 7v12',
  data_export_ready: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  order_refunded: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 11h6M9 11l2-2M9 11l2 2',
  sale_refunded: 'M4 12V4h8l8 8-8 8zM8 8h.01M10 15h5M10 15l2-2M10 15l2 2',
  listing_taken_down: 'M4 12V4h8l8 8-8 8zM8 8h.01M3 21L21 3',
  account_suspended: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 9l6 6M15 9l-6 6',
  account_reinstated: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
};
