import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { inputNumber } from '../../validation';
import { pageOf } from '../catalogue/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { INBOX_KINDS } from './constants';

export { INBOX_KINDS, type InboxKind, type InboxParams } from './constants';

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
      id: inputNumber(z.number().int().min(1)).optional(),
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
