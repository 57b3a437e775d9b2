// Where the airdrops' pages live (spec section 2) and how to link to one. The route table
// (app/routes/airdrop.routes.ts) takes its paths from here.

export const AIRDROP_PATHS = {
  /** The airdrops offered to me (pull). */
  list: '/pages/airdrop/index',
  /** One airdrop (pull; login). */
  detail: '/pages/detail/airdrop',
} as const;

export const airdropPath = (id: number) => `${AIRDROP_PATHS.detail}?id=${id}`;

/** An airdrop id from a page's query, or null when it cannot be one. */
export function airdropIdParam(value: string | undefined): number | null {
  const v = value?.trim() ?? '';
  if (!/^[1-9][0-9]{0,14}$/.test(v)) return null;
  return Number(v);
}
