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
 */
export const INBOX_KINDS = [
  'sold',
  'gifted',
  'airdropped',
  'synthesis_done',
  'withdrawal_settled',
  'order_closed',
  'transfer_done',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The values an event's text needs (collection name, masked counter-party, amount in fen ...). */
export type InboxParams = Record<string, string | number>;
