// Where the inbox lives. The spec's route table has no inbox (PRODUCT.md 11 goes beyond it): the page
// sits among the account pages, like the spec's own /pages/account/<area>/index (decision 026).

export const INBOX_PATHS = {
  /** My inbox: what happened to me, newest first (login; pull). */
  inbox: '/pages/account/inbox/index',
} as const;
