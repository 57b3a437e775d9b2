import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { idSchema, payPasswordSchema, verificationCodeSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

// A user's data export and account deletion (issue 20, decision 046).
// Export: requestDataExport starts one (5000231 while one is preparing, 5000230 {minutes} within an hour of
// the last request); a background job prepares the JSON document and the inbox says so (kind
// `data_export_ready`); getDataExport answers it with the session token (the web app saves it as a file);
// 24 hours after it is ready it expires (5000233) and its document is deleted. Another user's or an unknown
// id answers 5000232. Deletion: refused while I hold collectibles (5000235 {count}), wallet money (5000236
// {amount}) or open orders / resale listings (5000237 {count}); then the pay password and an SMS code of
// purpose `deleteAccount` (sent to my own phone) are checked, and the account is erased (decision 046).

const tags = ['account-data'] as const;

/** How long an export is kept once ready, and the least time between two requests. */
export const DATA_EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
export const DATA_EXPORT_EVERY_MS = 60 * 60 * 1000;

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired'] as const;

export const DataExport = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.number().int(),
  readyAt: z.number().int().nullable(),
  expiresAt: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

const exportId = idSchema(ErrorCode.DATA_EXPORT_NOT_FOUND);

export const requestDataExport = defineCall(endpoints.requestDataExport, {
  summary:
    'Asks for a copy of my data (one JSON document, prepared in the background; the inbox says when it is ready). ' +
    '5000231 while one is preparing, 5000230 {minutes} within an hour of my last request',
  tags,
  data: DataExport,
});

export const listDataExports = defineCall(endpoints.listDataExports, {
  summary: 'My latest data exports (at most 5), newest first',
  tags,
  data: z.object({ items: z.array(DataExport) }),
});

export const getDataExport = defineCall(endpoints.getDataExport, {
  summary:
    'The document of one of my ready exports (5000232 when not mine or unknown, 5000234 while preparing, 5000233 once expired)',
  tags,
  query: z.object({ id: exportId }),
  data: z.object({ export: DataExport, document: z.record(z.string(), z.unknown()) }),
});

export const DELETION_BLOCKERS = ['collectibles', 'money', 'orders'] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

export const DeletionStanding = z.object({
  /** Why deletion is refused now; empty when it may go ahead. `count` is items / orders, or fen for money. */
  blockers: z.array(z.object({ reason: z.enum(DELETION_BLOCKERS), code: z.number().int(), count: z.number().int() })),
});
export type DeletionStanding = z.infer<typeof DeletionStanding>;

export const getDeletionStanding = defineCall(endpoints.getDeletionStanding, {
  summary: 'Whether my account may be deleted now, and if not why: collectibles held, wallet money, open orders or listings',
  tags,
  data: DeletionStanding,
});

export const deleteAccount = defineCall(endpoints.deleteAccount, {
  summary:
    'Deletes my account (decision 046): refused while I hold collectibles (5000235), wallet money (5000236) or open orders ' +
    'and listings (5000237); then my pay password and an SMS code (purpose deleteAccount) are checked. Personal data is ' +
    'erased, orders and payments are kept without the person, every session ends and the phone may register again',
  tags,
  body: z.object({
    payPassword: payPasswordSchema,
    code: verificationCodeSchema,
  }),
  data: z.object({ ok: z.literal(true) }),
});
