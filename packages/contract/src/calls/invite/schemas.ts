import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { inputNumber, optionalIdSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { INVITE_WINDOWS, INVITEE_STANDINGS } from './constants';

export {
  INVITE_WINDOWS,
  INVITE_WINDOW_DAYS,
  INVITEE_STANDINGS,
  INVITE_RANKING_SIZE,
  type InviteWindow,
  type InviteeStanding,
} from './constants';

// Invites (issue 20, decision 049). Counts are derived from rows, never stored: an invitee is a user of
// this tenant whose inviter is me; each is counted once per measure (their registration, their first
// real-name verification, their first paid order). Phones are masked 3+4.

const tags = ['invite'] as const;
const msg = (code: number) => String(code);

export const inviteWindowSchema = z.enum(INVITE_WINDOWS, { error: () => msg(ErrorCode.VALIDATION_FAILED) });

export const InviteStats = z.object({
  /** My 7-character invite code. */
  inviteCode: z.string(),
  window: inviteWindowSchema,
  /** Invitees who registered in the window. */
  invited: z.number().int(),
  /** Invitees whose real-name verification happened in the window. */
  verified: z.number().int(),
  /** Invitees whose first paid order was paid in the window. */
  firstPurchase: z.number().int(),
});
export type InviteStats = z.infer<typeof InviteStats>;

export const getInviteStats = defineCall(endpoints.getInviteStats, {
  summary: 'My invite code and what my invitees did in the window (7 days, 30 days, 90 days ending now)',
  tags,
  query: z.object({ window: inviteWindowSchema.default('7d') }),
  data: InviteStats,
});

export const Invitee = z.object({
  /** Phone masked 3+4. */
  phoneMasked: z.string(),
  nickname: z.string(),
  registeredAt: z.number().int(),
  standing: z.enum(INVITEE_STANDINGS),
});
export type Invitee = z.infer<typeof Invitee>;

export const listInvitees = defineCall(endpoints.listInvitees, {
  summary: 'The people I invited, newest first; `before` is the previous page’s nextBefore (null: no more)',
  tags,
  query: z.object({
    limit: inputNumber(z.number().int().min(1).max(50).default(20)),
    before: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
  }),
  data: z.object({ items: z.array(Invitee), nextBefore: z.number().int().nullable() }),
});

export const InviteRankEntry = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  phoneMasked: z.string(),
  verifiedCount: z.number().int(),
});
export type InviteRankEntry = z.infer<typeof InviteRankEntry>;

export const getInviteRanking = defineCall(endpoints.getInviteRanking, {
  summary:
    'The top 50 inviters by real-name verified invitees (ties: who reached the count first, then the older account), and my rank (null with none)',
  tags,
  data: z.object({
    items: z.array(InviteRankEntry),
    mine: z.object({ rank: z.number().int().nullable(), verifiedCount: z.number().int() }),
  }),
});
