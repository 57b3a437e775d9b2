import { AIRDROP_PATHS } from './route-paths';

// Where the airdrops' pages live (spec section 2) and how to link to one. The route table
// (app/routes/airdrop.routes.ts) takes its paths from ./route-paths.

export { AIRDROP_PATHS };

export const airdropPath = (id: number) => `${AIRDROP_PATHS.detail}?id=${id}`;

/** An airdrop id from a page's query, or null when it cannot be one. */
export function airdropIdParam(value: string | undefined): number | null {
  const v = value?.trim() ?? '';
  if (!/^[1-9][0-9]{0,14}$/.test(v)) return null;
  return Number(v);
}
