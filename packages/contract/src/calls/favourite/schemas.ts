import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { ID_MAX, inputNumber } from '../../validation';
import { catalogueIdSchema, mediaKindSchema, pageOf } from '../catalogue/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { FAVOURITE_TARGETS, FAVOURITE_LISTING_STATES, FAVOURITE_STATES_MAX } from './constants';

export {
  FAVOURITE_TARGETS,
  FAVOURITE_LISTING_STATES,
  FAVOURITE_STATES_MAX,
  type FavouriteTarget,
  type FavouriteListingState,
} from './constants';

// Favourites (issue 16, beyond the spec; decision 034). A favourite is one row per user and target (a
// collection or a resale listing): adding twice or removing twice changes nothing. The list shows each
// target as a card (name, cover, price; a listing's price and state — a sold or cancelled listing is
// "ended"). Another tenant's target, or one that does not exist, answers 4000006.

const tags = ['favourite'] as const;
const msg = (code: number) => String(code);

export const favouriteTargetSchema = z.enum(FAVOURITE_TARGETS, { error: () => msg(ErrorCode.VALIDATION_FAILED) });

/** What is (un)favourited: a collection, or a listing of the resale market. */
const target = z.object({ targetType: favouriteTargetSchema, targetId: catalogueIdSchema });

/** Where I stand with a target after adding or removing it. */
export const FavouriteState = z.object({
  targetType: favouriteTargetSchema,
  targetId: z.number().int(),
  favourited: z.boolean(),
  /** How many users of the tenant keep it (counted, never stored). */
  count: z.number().int(),
});
export type FavouriteState = z.infer<typeof FavouriteState>;

export const addFavourite = defineCall(endpoints.addFavourite, {
  summary: 'Keeps a collection or a listing in my favourites; idempotent. 4000006: no such target on this tenant',
  tags,
  body: target,
  data: FavouriteState,
});

export const removeFavourite = defineCall(endpoints.removeFavourite, {
  summary: 'Removes a collection or a listing from my favourites; idempotent (not kept answers the same)',
  tags,
  body: target,
  data: FavouriteState,
});

/** One entry of my favourites, as a card. */
export const FavouriteEntry = z.object({
  /** The favourite's own id (the list's cursor runs on it). */
  id: z.number().int(),
  targetType: favouriteTargetSchema,
  targetId: z.number().int(),
  /** When I added it. */
  createdAt: z.number().int(),
  /** The collection (a listing's: the collection of its item). */
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  mediaKind: mediaKindSchema,
  /** Fen: a collection's issue price, a listing's price. */
  price: z.number().int(),
  /** A listing's serial ("#12"); null for a collection. */
  serial: z.number().int().nullable(),
  /** A listing's state; null for a collection. */
  listingState: z.enum(FAVOURITE_LISTING_STATES).nullable(),
  /** A listing sold or taken off the shelf: shown as ended, kept until removed. Always false for a collection. */
  ended: z.boolean(),
});
export type FavouriteEntry = z.infer<typeof FavouriteEntry>;

export const listFavourites = defineCall(endpoints.listFavourites, {
  summary: 'My favourites, newest first (optionally one target type); keyset cursor. Each is a card of its target',
  tags,
  query: z.object({
    targetType: favouriteTargetSchema.optional(),
    cursor: z.string().max(40).optional(),
    pageSize: inputNumber(z.number().int().min(1).max(50).default(20)),
  }),
  data: pageOf(FavouriteEntry),
});

/** Ids in a query: "1,2,3" (at most FAVOURITE_STATES_MAX), each an id up to ID_MAX (decision 059). */
const idList = z
  .string()
  .max(FAVOURITE_STATES_MAX * 11)
  .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, { error: () => msg(ErrorCode.VALIDATION_FAILED) })
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= FAVOURITE_STATES_MAX && ids.every((id) => id <= ID_MAX), {
    error: () => msg(ErrorCode.VALIDATION_FAILED),
  });

export const getFavouriteStates = defineCall(endpoints.getFavouriteStates, {
  summary: `Whether I keep each of up to ${FAVOURITE_STATES_MAX} targets of one type, with how many keep it (the hearts of a page or a list)`,
  tags,
  query: z.object({ targetType: favouriteTargetSchema, ids: idList }),
  data: z.object({ items: z.array(FavouriteState) }),
});
