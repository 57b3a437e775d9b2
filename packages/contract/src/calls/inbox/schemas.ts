import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { idSchema, inputNumber } from '../../validation';
import { catalogueIdSchema, pageOf } from '../catalogue/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { INBOX_KINDS, PROVENANCE_BURNS, PROVENANCE_MOVES, PROVENANCE_ORIGINS } from './constants';

export {
  INBOX_KINDS,
  PROVENANCE_BURNS,
  PROVENANCE_MOVES,
  PROVENANCE_ORIGINS,
  type InboxKind,
  type InboxParams,
  type ProvenanceBurn,
  type ProvenanceMove,
  type ProvenanceOrigin,
} from './constants';

// The notification inbox (issue 14): one user's events, newest first, keyset cursor (decision 011).
// Every call needs a session and sees only the caller's own events of the current tenant.

const tags = ['inbox'] as const;

export const inboxKindSchema = z.enum(INBOX_KINDS);

export const InboxEvent = z.object({
  id: z.number().int(),
  kind: inboxKindSchema,
  /** The item the event is about (opens the owner's item page), when there is one. */
  cardNftId: z.number().int().nullable(),
  /** What else it is about: an order number, an airdrop id ... */
  ref: z.string().nullable(),
  /** The values its text needs; the client renders the text in the user's language. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.number().int(),
  /** When it was read; null while unread. */
  readAt: z.number().int().nullable(),
});
export type InboxEvent = z.infer<typeof InboxEvent>;

export const listInbox = defineCall(endpoints.listInbox, {
  summary: "The caller's inbox, newest first; keyset cursor. Also answers the unread count",
  tags,
  query: z.object({
    cursor: z.string().max(40).optional(),
    pageSize: inputNumber(z.number().int().min(1).max(50).default(20)),
  }),
  data: pageOf(InboxEvent).extend({ unread: z.number().int() }),
});

export const markInboxRead = defineCall(endpoints.markInboxRead, {
  summary:
    'Marks one event (`id`) or every event (`all: true`) of the caller read; answers the unread count. Another user’s event answers 4000006',
  tags,
  body: z
    .object({
      id: idSchema(ErrorCode.VALIDATION_FAILED).optional(),
      all: z.boolean().optional(),
    })
    .refine((b) => (b.id !== undefined) !== (b.all === true), { message: String(ErrorCode.VALIDATION_FAILED) }),
  data: z.object({ unread: z.number().int() }),
});

export const getInboxUnreadCount = defineCall(endpoints.getInboxUnreadCount, {
  summary: "How many of the caller's inbox events are unread (the bell's badge)",
  tags,
  data: z.object({ unread: z.number().int() }),
});

/** Someone in an item's history, as the owner may see them: a nickname or a masked phone, never an id. */
export const ProvenanceParty = z.object({
  /** The nickname, or the masked phone (3+4) when there is none. */
  name: z.string(),
  /** It is the viewer. */
  you: z.boolean(),
});
export type ProvenanceParty = z.infer<typeof ProvenanceParty>;

/** The chain side of an event: pending until the outbox job is confirmed, then its transaction. */
export const ProvenanceChain = z.object({
  status: z.enum(['pending', 'confirmed']),
  txHash: z.string().nullable(),
  blockNumber: z.number().int().nullable(),
  /** Block time when confirmed. */
  confirmedAt: z.number().int().nullable(),
});
export type ProvenanceChain = z.infer<typeof ProvenanceChain>;

export const ProvenanceEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('minted'),
    at: z.number().int(),
    how: z.enum(PROVENANCE_ORIGINS),
    /** The order it was bought with, shown to its first owner only. */
    orderNo: z.string().nullable(),
    to: ProvenanceParty.nullable(),
    chain: ProvenanceChain.nullable(),
  }),
  z.object({
    kind: z.literal('transferred'),
    at: z.number().int(),
    how: z.enum(PROVENANCE_MOVES),
    /** Spec §4 business type (6 SEND, 7 C2C ...), null for a chain fact without a platform record. */
    businessType: z.number().int().nullable(),
    from: ProvenanceParty.nullable(),
    to: ProvenanceParty.nullable(),
    /** Null when the move needs no chain transaction. */
    chain: ProvenanceChain.nullable(),
  }),
  z.object({
    kind: z.literal('burned'),
    at: z.number().int(),
    /** Why (decision 062): used up by a synthesis, spent by a cast, or else (a refund, an unknown chain burn). */
    how: z.enum(PROVENANCE_BURNS),
    chain: ProvenanceChain,
  }),
  /** Pledged by a synthesis (decision 041) until `until`; no chain transaction (the token stays with its owner). */
  z.object({
    kind: z.literal('pledged'),
    at: z.number().int(),
    until: z.number().int(),
    synthesisId: z.number().int(),
    /** Always null: a pledge is no chain transaction. */
    chain: ProvenanceChain.nullable(),
  }),
  /** Back from a synthesis pledge (ended, or the recipe was withdrawn: `cancelled`). */
  z.object({
    kind: z.literal('returned'),
    at: z.number().int(),
    synthesisId: z.number().int(),
    cancelled: z.boolean(),
    /** Always null: a return is no chain transaction. */
    chain: ProvenanceChain.nullable(),
  }),
]);
export type ProvenanceEvent = z.infer<typeof ProvenanceEvent>;

export const getProvenance = defineCall(endpoints.getProvenance, {
  summary:
    "One item's provenance, oldest first: minted (how), each transfer with its chain transaction (pending until confirmed), burns; platform events and chain facts merged. Only its owner may read it: anyone else's item answers 4000006",
  tags: ['provenance'],
  params: z.object({ cardNftId: catalogueIdSchema }),
  data: z.object({
    cardNftId: z.number().int(),
    tokenId: z.string(),
    events: z.array(ProvenanceEvent),
    serverTime: z.number().int(),
  }),
});
