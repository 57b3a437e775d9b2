// Where the ownership moves' pages live (spec section 2) and how to link to a gift of one item.
// The route table (app/routes/transfer.routes.ts) takes its paths from here.

export const TRANSFER_PATHS = {
  /** With `?id=<cardNftId>`: give that item; without: the gifts I gave. */
  give: '/pages/account/give/index',
  /** Circulation records: every move in or out of my collectibles. */
  flow: '/pages/account/flow/flow',
  /** Claims: what was sent to me (gifts and airdrops). */
  receive: '/pages/account/flow/receive',
} as const;

export const givePath = (cardNftId: number) => `${TRANSFER_PATHS.give}?id=${cardNftId}`;
