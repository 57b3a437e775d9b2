import { z } from 'zod';
import { airdropStatusSchema } from '../../enum-schemas';
import { inputNumber } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { catalogueIdSchema, mediaKindSchema, pageOf } from '../catalogue/schemas';

// Airdrops (issue 14, decision 027): an operator offers a collection to an audience (every user, a list
// of phone numbers, the holders of a collection) within a window; each user in it receives it once, up
// to a total claims limit. Times are milliseconds since the epoch (countdowns run on server time).

const tags = ['airdrop'] as const;

/** Who an airdrop is for. */
export const AIRDROP_AUDIENCES = ['all', 'phones', 'holders'] as const;
export type AirdropAudience = (typeof AIRDROP_AUDIENCES)[number];

/** An airdrop as the storefront shows it to one user (or to a visitor). */
export const AirdropView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  coverUrl: z.string(),
  collection: z.object({
    id: z.number().int(),
    name: z.string(),
    coverUrl: z.string(),
    mediaKind: mediaKindSchema,
    totalSupply: z.number().int(),
  }),
  /** Items each receiver gets. */
  quantityPerUser: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  claimsLimit: z.number().int(),
  claimed: z.number().int(),
  /**
   * Spec §4: receivable (in or before its window, claims left, not received by me), finished (I received
   * it, or every claim is used), expired (the window is over). Before its start it is receivable with
   * `started` false: the page counts down to the start.
   */
  status: airdropStatusSchema,
  started: z.boolean(),
  /** What I received from it (empty when I have not, or for a visitor). */
  received: z.object({ at: z.number().int(), cardNftIds: z.array(z.number().int()) }).nullable(),
  serverTime: z.number().int(),
});
export type AirdropView = z.infer<typeof AirdropView>;

export const listAirdrops = defineCall(endpoints.listAirdrops, {
  summary:
    'The airdrops offered to me (a visitor: those for every user): receivable first, then finished, then expired; newest first within each; keyset cursor',
  tags,
  query: z.object({
    cursor: z.string().max(200).optional(),
    pageSize: inputNumber(z.number().int().min(1).max(50).default(20)),
  }),
  data: pageOf(AirdropView).extend({ serverTime: z.number().int() }),
});

export const getAirdrop = defineCall(endpoints.getAirdrop, {
  summary: 'One airdrop offered to me, with its state for me; 5000030 when it is not offered to me (or unknown)',
  tags,
  params: z.object({ id: catalogueIdSchema }),
  data: AirdropView,
});

export const userAirDropTransfer = defineCall(endpoints.userAirDropTransfer, {
  summary:
    'Receive an airdrop: its items become mine at once and are minted in the background (they land in my claims, business type 6 SEND). ' +
    'Refusals: 5000030 not offered to me, 5000041 not started, 5000042 expired, 5000043 received already, 5000032 claims exhausted, ' +
    '7020076 not real-name verified, 7020078 no chain account',
  tags,
  body: z.object({ airdropId: catalogueIdSchema }),
  data: z.object({
    airdropId: z.number().int(),
    items: z.array(
      z.object({
        cardNftId: z.number().int(),
        collectionId: z.number().int(),
        serial: z.number().int(),
        /** 'minting' until the chain confirms. */
        status: z.enum(['minting', 'held']),
      }),
    ),
    receivedAt: z.number().int(),
  }),
});
