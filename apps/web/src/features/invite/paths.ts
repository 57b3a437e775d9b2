// Where the invite pages live (spec §2: /pages/account/invite/index, /detail, /ranking). The route table
// (app/routes/invite.routes.ts) takes its paths from here.

export const INVITE_PATHS = {
  /** My code, the poster, copy link, the statistics (`?window=7d|1m|3m`). */
  index: '/pages/account/invite/index',
  /** The people I invited. */
  detail: '/pages/account/invite/detail',
  /** The leaderboard of verified invites, and my rank. */
  ranking: '/pages/account/invite/ranking',
} as const;
