// The social area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/social.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

const PERSONAL = '/pages/account/personal';

export const SOCIAL_PATHS = {
  /** A user's public page (`?id=`; none: mine). */
  personal: `${PERSONAL}/index`,
  /** A user's fans (`?id=`; none: mine). */
  fans: `${PERSONAL}/fans`,
  /** Whom a user follows (`?id=`; none: me). */
  concern: `${PERSONAL}/concern`,
} as const;
