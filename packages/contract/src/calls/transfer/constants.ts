// What a circulation record or a claim says a move was (issue 31, decision 062). Zod-free: the web's first
// load and the labels (enum-labels.ts) use them.

/**
 * Where a move in or out of my collectibles came from. In: purchase (a drop bought), box (drawn from a
 * blind box), airdrop, redemption (a code's collectible), gift (received), resale (bought on the market),
 * synthesis (a synthesis result), cast (a casting result). Out: gift (given), resale (sold),
 * synthesis_burn (a fragment burned by a synthesis), cast_spend (an item spent by a cast). 'other': a
 * move of none of these.
 */
export const RECORD_SOURCES = [
  'purchase',
  'box',
  'airdrop',
  'redemption',
  'gift',
  'resale',
  'synthesis',
  'synthesis_burn',
  'cast',
  'cast_spend',
  'other',
] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];

/** What a claim (something sent to me) is: a gift from a user, an airdrop, or a redeemed code's collectible. */
export const CLAIM_KINDS = ['gift', 'airdrop', 'redemption'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
