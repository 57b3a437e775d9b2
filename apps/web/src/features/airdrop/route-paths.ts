// The airdrop area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/airdrop.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const AIRDROP_PATHS = {
  /** The airdrops offered to me (pull). */
  list: '/pages/airdrop/index',
  /** One airdrop (pull; login). */
  detail: '/pages/detail/airdrop',
} as const;
