// The operator console's market area (issue 32 item 6, decision 067). Listings page newest first with
// `before` (the last row's id) → `nextBefore`; money in integer fen; the seller's phone masked (3 + 4).
import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { idSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { CONDUCT_REASON_MAX, CONDUCT_REASON_MIN } from './constants';

export * from './constants';

const tags = ['operator'] as const;
const id = idSchema(ErrorCode.VALIDATION_FAILED);
const fen = inputNumber(z.number().int().min(0).max(1_000_000_000_00).optional());

/** A listing's state as the console shows it: the storefront's, and 'taken_down' by an operator. */
export const CONSOLE_LISTING_STATES = ['on_sale', 'locked', 'sold', 'cancelled', 'taken_down'] as const;
export type ConsoleListingState = (typeof CONSOLE_LISTING_STATES)[number];

/** The reason of a take-down or a suspension: one line, within its bounds (constants.ts); the user reads it in the inbox. */
const reason = textSchema({
  min: CONDUCT_REASON_MIN,
  max: CONDUCT_REASON_MAX,
  shortCode: ErrorCode.CONDUCT_REASON_INVALID,
  requiredCode: ErrorCode.CONDUCT_REASON_INVALID,
});

export const ConsoleListing = z.object({
  id: z.number(),
  cardNftId: z.number(),
  collectionId: z.number(),
  collectionName: z.string(),
  serial: z.number(),
  price: z.number(),
  state: z.enum(CONSOLE_LISTING_STATES),
  seller: z.object({ id: z.number(), nickname: z.string(), maskedPhone: z.string() }),
  /** The unpaid order that holds it (locked), or the order that bought it (sold). */
  orderId: z.number().nullable(),
  listedAt: z.number(),
  endedAt: z.number().nullable(),
  /** Why an operator took it down ('' otherwise). */
  takeDownReason: z.string(),
});
export type ConsoleListing = z.infer<typeof ConsoleListing>;

export const consoleListListings = defineCall(endpoints.consoleListListings, {
  summary:
    "This tenant's resale listings, newest first: by state, collection, seller (a user id, or phone digits) and price range (fen)",
  tags,
  query: z.object({
    state: z.enum(CONSOLE_LISTING_STATES).optional(),
    collectionId: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
    seller: textSchema({ max: 20, allowEmpty: true }).optional(),
    priceMin: fen,
    priceMax: fen,
    limit: inputNumber(z.number().int().min(1).max(100).default(20)),
    before: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
  }),
  data: z.object({ items: z.array(ConsoleListing), nextBefore: z.number().nullable() }),
});

export const consoleTakeDownListing = defineCall(endpoints.consoleTakeDownListing, {
  summary:
    'Takes a listing on sale down (decision 067): it ends taken_down, its item back in the seller’s hands, the seller told in the inbox ' +
    'with the reason. 5000281 a buyer’s unpaid order holds it, 5000282 it is no longer on sale, 5000283 no reason',
  tags,
  params: z.object({ id }),
  body: z.object({ reason }),
  data: ConsoleListing,
});

/** A user's suspension as the console shows it (null: not suspended). */
export const ConsoleSuspension = z.object({ at: z.number(), reason: z.string() }).nullable();

export const consoleSuspendUser = defineCall(endpoints.consoleSuspendUser, {
  summary:
    'Suspends a user (decision 067): they may sign in, browse and export their data, but not order, pay, consign or gift (5000280). ' +
    'Their listings on sale are taken down with the same reason; they are told in the inbox. 5000284 already suspended',
  tags,
  params: z.object({ id }),
  body: z.object({ reason }),
  data: z.object({
    userId: z.number(),
    suspension: ConsoleSuspension,
    /** Listings taken down with the suspension. */
    takenDown: z.number(),
    /** Listings a buyer's unpaid order holds: left to that order (take them down once it ends). */
    heldByOrders: z.number(),
  }),
});

export const consoleLiftSuspension = defineCall(endpoints.consoleLiftSuspension, {
  summary:
    'Lifts a user’s suspension (decision 067); they are told in the inbox. Listings taken down stay down. 5000285 not suspended',
  tags,
  params: z.object({ id }),
  data: z.object({ userId: z.number(), suspension: ConsoleSuspension }),
});
