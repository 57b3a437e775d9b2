// The transfer area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/transfer.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const TRANSFER_PATHS = {
  /** With `?id=<cardNftId>`: give that item; without: the gifts I gave. */
  give: '/pages/account/give/index',
  /** Circulation records: every move in or out of my collectibles. */
  flow: '/pages/account/flow/flow',
  /** Claims: what was sent to me (gifts and airdrops). */
  receive: '/pages/account/flow/receive',
} as const;
