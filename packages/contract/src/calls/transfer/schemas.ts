import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { agreementSchema, areaCodeSchema, idSchema, inputNumber, payPasswordSchema, textSchema } from '../../validation';
import { catalogueIdSchema, mediaKindSchema } from '../catalogue/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { CLAIM_KINDS, RECORD_SOURCES } from './constants';

export { CLAIM_KINDS, RECORD_SOURCES, type ClaimKind, type RecordSource } from './constants';

// Ownership moves (issue 14, decision 025): an owner gives a collectible to another user of the same
// tenant with the pay password; the item is frozen while the chain transfer is pending, then it is the
// recipient's with a new cooling period. Both sides get a circulation record; the recipient a claim.
// Every call here needs a session. Times are milliseconds since the epoch.

const tags = ['transfer'] as const;
const msg = (code: number) => String(code);
const cursor = z.string().max(200).optional();
const pageSize = inputNumber(z.number().int().min(1).max(50).default(20));

/** Another user as a move shows them: never more than the nickname, the avatar and the phone masked 3+4. */
export const Counterparty = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  avatarUrl: z.string(),
  /** First 3 and last 4 digits (PRODUCT.md §4). */
  maskedPhone: z.string(),
});
export type Counterparty = z.infer<typeof Counterparty>;

/** The item a move is about. */
export const MovedItem = z.object({
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  mediaKind: mediaKindSchema,
  serial: z.number().int(),
  totalSupply: z.number().int(),
});
export type MovedItem = z.infer<typeof MovedItem>;

/** pending: the chain has not confirmed the move yet; done: on chain. */
export const moveChainStatusSchema = z.enum(['pending', 'done']);

export const getSendUnReadCount = defineCall(endpoints.getSendUnReadCount, {
  summary: 'Spec: how many claims (gifts and airdrops sent to me) I have not looked at yet',
  tags,
  data: z.object({ count: z.number().int() }),
});

/** One claim: what was sent to me. */
export const SendRecord = z.object({
  id: z.number().int(),
  /** A gift from a user, an airdrop, or the collectible of a code I redeemed (decision 062). */
  kind: z.enum(CLAIM_KINDS),
  /** The giver; null for an airdrop or a redemption. */
  sender: Counterparty.nullable(),
  airdropId: z.number().int().nullable(),
  item: MovedItem,
  /** Whether the item has arrived on chain (a gift's transfer, an airdrop's mint). */
  status: moveChainStatusSchema,
  /** Read before this page was asked for. */
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type SendRecord = z.infer<typeof SendRecord>;

export const getSendDetailPage = defineCall(endpoints.getSendDetailPage, {
  summary:
    'Spec: my claims (gifts and airdrops sent to me), newest first, by page; status filters the kind: 0 all, 1 gifts, 2 airdrops. Looking at them marks them all read',
  tags,
  query: z.object({
    page: inputNumber(z.number().int().min(1).max(10_000).default(1)),
    size: inputNumber(z.number().int().min(1).max(50).default(20)),
    status: inputNumber(z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0)),
  }),
  data: z.object({
    items: z.array(SendRecord),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** The next page's number, or null on the last page. */
    nextPage: z.number().int().nullable(),
  }),
});

export const findRecipient = defineCall(endpoints.findRecipient, {
  summary:
    'Find the user to gift to, by phone number (with its area code) or user id, on this tenant only: nickname and masked phone to confirm. Refusals: 4000029 myself, 4000030 unknown or not real-name verified',
  tags,
  query: z.object({
    by: z.enum(['phone', 'userId'], { error: () => msg(ErrorCode.SELECT_REQUIRED) }),
    areaCode: areaCodeSchema.optional(),
    keyword: textSchema({ max: 20, requiredCode: ErrorCode.FIELD_REQUIRED }),
  }),
  data: Counterparty,
});

export const giftCollectible = defineCall(endpoints.giftCollectible, {
  summary:
    'Gift one of my collectibles to another user of this tenant, confirmed with the pay password: the item is frozen until the chain transfer confirms, then it is the recipient’s with a new cooling period. Refusals: 4000029 to myself, 4000030 recipient unknown or not eligible, 7020076 not real-name verified, 7020078 no chain account (either side, data.side), 5000033 cooling period (data.transferableAt, data.msLeft), 5000034 pledged, 5000037 a transfer is on chain (frozen), 5000038 on consignment, 5000026/5000027/5000028 pay password wrong/locked/not set',
  tags,
  body: z.object({
    cardNftId: catalogueIdSchema,
    recipientUserId: idSchema(ErrorCode.RECIPIENT_INVALID),
    payPassword: payPasswordSchema,
    /** The transfer note must be agreed to. */
    agreed: agreementSchema,
  }),
  data: z.object({
    cardNftId: z.number().int(),
    recipient: Counterparty,
    status: z.literal('frozen'),
    giftedAt: z.number().int(),
  }),
});

/** One side of one move in or out of my collectibles. */
export const CirculationRecord = z.object({
  id: z.number().int(),
  direction: z.enum(['in', 'out']),
  /** Spec §4 business type: 3 B2C_BOX, 4 B2C_COLLECTION, 6 SEND, 7 C2C (8 a synthesis). Label a record by `source`. */
  businessType: z.number().int(),
  /** Spec §4 sale kind: 1 IPO, 2 C2C_GIVE, 3 C2C_MARKET. */
  saleKind: z.number().int().nullable(),
  /**
   * What the move was (decision 062): purchase, box, airdrop, redemption, gift, resale, synthesis, cast
   * (in); gift, resale, synthesis_burn, cast_spend (out). Its label: `recordSourceLabel`.
   */
  source: z.enum(RECORD_SOURCES),
  /** The other side (masked); null when the platform is (a mint, an airdrop, a burn). */
  counterparty: Counterparty.nullable(),
  item: MovedItem,
  status: moveChainStatusSchema,
  txHash: z.string().nullable(),
  createdAt: z.number().int(),
});
export type CirculationRecord = z.infer<typeof CirculationRecord>;

export const listCirculation = defineCall(endpoints.listCirculation, {
  summary: 'Circulation records: every move in or out of my collectibles, newest first, counter-party masked; keyset cursor',
  tags,
  query: z.object({ cursor, pageSize, direction: z.enum(['all', 'in', 'out']).default('all') }),
  data: z.object({ items: z.array(CirculationRecord), nextCursor: z.string().nullable() }),
});

export const listSent = defineCall(endpoints.listSent, {
  summary: 'The gifts I sent, newest first, recipient masked; keyset cursor',
  tags,
  query: z.object({ cursor, pageSize }),
  data: z.object({ items: z.array(CirculationRecord), nextCursor: z.string().nullable() }),
});
