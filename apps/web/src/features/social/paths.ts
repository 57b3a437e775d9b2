import { SOCIAL_PATHS } from './route-paths';

// Where the social pages live (spec section 2, Social) and how to link to one user's. The route table
// (app/routes/social.routes.ts) takes its paths from ./route-paths.

export { SOCIAL_PATHS };

const withId = (path: string, userId?: number | null) => (userId ? `${path}?id=${userId}` : path);

export const personalPath = (userId?: number | null) => withId(SOCIAL_PATHS.personal, userId);
export const fansPath = (userId?: number | null) => withId(SOCIAL_PATHS.fans, userId);
export const concernPath = (userId?: number | null) => withId(SOCIAL_PATHS.concern, userId);

/** A user id from a page's query (`?id=`), or null when there is none or it cannot be one. */
export function userIdParam(value: string | undefined): number | null {
  const v = value?.trim() ?? '';
  if (!/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
