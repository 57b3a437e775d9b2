// The console's creator payouts (issue 32, decision 065). A creator's royalty on each resale is a ledger row
// of kind 'royalty' naming the creator (the collection's), keyed by the order: a refund reverses it with a
// negative row. Owed = accrued (the sum of those rows) − paid (the payouts recorded). Money is integer fen.
import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { idSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

const tags = ['operator'] as const;
const limit = inputNumber(z.number().int().min(1).max(100).default(20));
const before = optionalIdSchema(ErrorCode.VALIDATION_FAILED);

/** A payout's reference (the bank transfer's number, the wallet movement): 1 to 100 characters, one line. */
export const PAYOUT_REFERENCE_MAX = 100;
/** A payout's note: at most 200 characters. */
export const PAYOUT_NOTE_MAX = 200;
/** The largest payout recorded at once, fen (¥20,000,000.00): within the 32-bit bound of every number a call takes (decision 059). */
export const PAYOUT_AMOUNT_MAX = 2_000_000_000;

/** What one creator has accrued, been paid and is owed. */
export const CreatorBalance = z.object({
  creatorId: z.number(),
  name: z.string(),
  avatarUrl: z.string(),
  /** Royalties accrued, net of reversals by refunds. */
  accrued: z.number(),
  paid: z.number(),
  /** accrued − paid; negative when a refund reversed a royalty already paid out. */
  owed: z.number(),
  /** Resale orders whose royalty accrued to the creator (net of reversed ones). */
  sales: z.number(),
  lastPaidAt: z.number().nullable(),
});

export const CreatorPayout = z.object({
  id: z.number(),
  creatorId: z.number(),
  creatorName: z.string(),
  amount: z.number(),
  reference: z.string(),
  note: z.string(),
  operatorId: z.number().nullable(),
  createdAt: z.number(),
});

export const consoleListCreatorBalances = defineCall(endpoints.consoleListCreatorBalances, {
  summary:
    'What each creator of this tenant has accrued in royalties, been paid and is owed (the most owed first), with the totals',
  tags,
  data: z.object({
    items: z.array(CreatorBalance),
    totals: z.object({ accrued: z.number(), paid: z.number(), owed: z.number() }),
  }),
});

export const consoleRecordCreatorPayout = defineCall(endpoints.consoleRecordCreatorPayout, {
  summary: 'Records a payout made to a creator (amount and reference); never more than the creator is owed; audited',
  tags,
  body: z.object({
    creatorId: idSchema(ErrorCode.NOT_FOUND),
    amount: z
      .number({ error: String(ErrorCode.VALIDATION_FAILED) })
      .int({ error: String(ErrorCode.VALIDATION_FAILED) })
      .min(1, { error: String(ErrorCode.VALIDATION_FAILED) })
      .max(PAYOUT_AMOUNT_MAX, { error: String(ErrorCode.VALIDATION_FAILED) }),
    reference: textSchema({ max: PAYOUT_REFERENCE_MAX }),
    note: textSchema({ max: PAYOUT_NOTE_MAX, allowEmpty: true }).optional(),
  }),
  data: z.object({ payout: CreatorPayout, balance: CreatorBalance }),
});

export const consoleListCreatorPayouts = defineCall(endpoints.consoleListCreatorPayouts, {
  summary: "The payouts recorded for this tenant's creators (one creator's, or all), newest first",
  tags,
  query: z.object({ creatorId: optionalIdSchema(ErrorCode.VALIDATION_FAILED), limit, before }),
  data: z.object({ items: z.array(CreatorPayout), nextBefore: z.number().nullable() }),
});

export const consoleExportCreatorBalances = defineCall(endpoints.consoleExportCreatorBalances, {
  summary: 'The creators owed money, as CSV to pay from (creator, amounts in yuan and fen)',
  tags,
  data: z.object({ csv: z.string(), fileName: z.string(), count: z.number(), owed: z.number() }),
});
