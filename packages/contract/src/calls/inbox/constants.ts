// The notification inbox's kinds, without zod (the web app and the server's flows import them).

/**
 * What can land in a user's inbox (issue 14, PRODUCT.md 11). Each has its text in every language
 * (web `features/inbox`); the flow that causes it writes it in its own transaction.
 * - sold: an item of theirs was sold (secondary market, later issue)
 * - gifted: an item was given to them
 * - airdropped: an airdrop landed in their claims
 * - synthesis_done: a synthesis finished (later issue)
 * - withdrawal_settled: a withdrawal was paid out (later issue)
 * - order_closed: an unpaid order of theirs was closed by the system
 * - transfer_done: an item they gave away reached its recipient on chain
 * - favourite_listed: a collection in their favourites has a new resale listing (decision 034)
 * - favourite_price_drop: that new listing is below the collection's previous floor price (decision 034)
 * - cast_done: a cast in a casting activity minted them its result (decision 042; ref `activity:<id>`)
 * - pledge_finished: the fragments a synthesis pledged came back (its pledge ended, or the recipe was withdrawn; decision 041)
 * - order_shipped: a physical-reward order of theirs was shipped (decision 044)
 * - order_completed: a physical-reward order of theirs completed (confirmed by them or automatically; decision 044)
 * - coupon_granted: a coupon activity gave them a coupon (decision 044)
 * - data_export_ready: the data export they asked for is ready (decision 046; ref `export:<id>`)
 * - order_refunded: an operator refunded an order of theirs (decision 066; ref `order:<orderNo>`)
 * - sale_refunded: an operator refunded the resale of an item they sold: it is back with them, the proceeds taken back (decision 066)
 * - listing_taken_down: an operator took their resale listing down (decision 067; ref `listing:<id>`, the item as cardNftId)
 * - account_suspended / account_reinstated: an operator suspended their account, or lifted the suspension (decision 067)
 */
export const INBOX_KINDS = [
  'sold',
  'gifted',
  'airdropped',
  'synthesis_done',
  'withdrawal_settled',
  'order_closed',
  'transfer_done',
  'favourite_listed',
  'favourite_price_drop',
  'cast_done',
  'pledge_finished',
  'order_shipped',
  'order_completed',
  'coupon_granted',
  'data_export_ready',
  'order_refunded',
  'sale_refunded',
  'listing_taken_down',
  'account_suspended',
  'account_reinstated',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * The values an event's text needs. The web's texts use these names (a missing one reads as a neutral
 * word): `collectionId` (number: the list fills `collection` with its name in the reader's language),
 * or `collection` (a name as written); `from` / `to` (the counter-party, MASKED: nickname or 3+4
 * phone, never an id or a full phone); `amount` (integer fen); `orderNo`; `quantity`.
 * By kind: sold {collectionId, amount}, gifted {collectionId, from}, airdropped {collectionId},
 * synthesis_done {collectionId (the result), recipeId, synthesisId}, pledge_finished {collectionId (a fragment's),
 * count (items back), recipeId, synthesisId, cancelled (1: the recipe was withdrawn, else 0)}, withdrawal_settled {amount}, order_closed {orderNo, amount, quantity},
 * transfer_done {collectionId, to}, favourite_listed {collectionId, amount}, favourite_price_drop
 * {collectionId, amount, floor (the floor before it, fen)}; both favourite kinds carry the listing id as `ref`;
 * cast_done {collectionId (the result's), activityId, serial};
 * order_shipped {orderNo, collection (the good's name), carrier, trackingNo}, order_completed {orderNo, collection
 * (the good's name), auto (1: completed by the timer, else 0)}, coupon_granted {orderNo, collection (the coupon's
 * name), activityId}; all three carry `order:<orderNo>` as `ref`.
 * listing_taken_down {collectionId, serial, amount (the asking price), reason}; account_suspended {reason};
 * account_reinstated {} (decision 067: `reason` is the operator's words, shown as written).
 * order_refunded {orderNo, amount (given back, fen), collection (what the order bought)}, ref `order:<orderNo>`;
 * sale_refunded {collectionId, amount (the proceeds taken back, fen)} with the item's `cardNftId` (decision 066).
 */
export type InboxParams = Record<string, string | number>;

/** How an item came to be (provenance timeline, its first event): its first record's source, else `card_nfts.source`. */
export const PROVENANCE_ORIGINS = ['purchase', 'box', 'airdrop', 'redemption', 'synthesis', 'cast', 'other'] as const;
export type ProvenanceOrigin = (typeof PROVENANCE_ORIGINS)[number];

/** Why an item was burned (provenance timeline, decision 062): a synthesis used it up, a cast spent it, or else. */
export const PROVENANCE_BURNS = ['synthesis', 'cast', 'other'] as const;
export type ProvenanceBurn = (typeof PROVENANCE_BURNS)[number];

/** What kind of move passed an item on: a gift (SEND, C2C_GIVE), a resale (C2C), an airdrop, or other. */
export const PROVENANCE_MOVES = ['gift', 'sale', 'airdrop', 'other'] as const;
export type ProvenanceMove = (typeof PROVENANCE_MOVES)[number];
