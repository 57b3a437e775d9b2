import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { inputNumber } from '../../validation';
import { catalogueIdSchema, mediaKindSchema, pageOf } from '../catalogue/schemas';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

// Display and follows (issue 14, decision 028). What another user sees of someone is their public
// profile (id, nickname, avatar, intro) and the collectibles they chose to show: never a phone number,
// an ID number or an item they keep hidden. A user of another tenant does not exist here (4000006).
// Lists page with an opaque keyset cursor like the catalogue's (decision 011).

const tags = ['social'] as const;
const msg = (code: number) => String(code);

const cursor = z.string().max(200).optional();
const pageSize = inputNumber(z.number().int().min(1).max(50).default(20));
/** A user's id (in a query, a body or a page's address). */
const userId = catalogueIdSchema;

/** The public face of a user: what anyone signed in on the tenant may see. */
export const PublicUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  intro: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** A collectible its owner shows on their public page. */
export const DisplayedCollectible = z.object({
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  mediaKind: mediaKindSchema,
  serial: z.number().int(),
  totalSupply: z.number().int(),
  /** Decimal: token ids exceed 2^53. */
  tokenId: z.string(),
  /** False until the chain confirms its mint. */
  minted: z.boolean(),
  displayedAt: z.number().int(),
});
export type DisplayedCollectible = z.infer<typeof DisplayedCollectible>;

export const setDisplay = defineCall(endpoints.setDisplay, {
  summary:
    'Shows (1) or hides (0) one of my collectibles on my public page; idempotent. Refusals: 4000006 not mine, 5000060 frozen while its transfer is on chain, 5000061 burned, 5000038 on consignment (showing it), 5000034 pledged by a synthesis (shown or hidden as it was)',
  tags,
  body: z.object({
    cardNftId: catalogueIdSchema,
    displayed: inputNumber(z.union([z.literal(0), z.literal(1)], { error: () => msg(ErrorCode.VALIDATION_FAILED) })),
  }),
  data: z.object({ cardNftId: z.number().int(), displayed: z.boolean() }),
});

/** How many to show on the personal page before "more" (the rest through listDisplayed). */
export const PERSONAL_PAGE_DISPLAYED = 12;

export const getPersonalPage = defineCall(endpoints.getPersonalPage, {
  summary:
    "A user's public page (no userId: mine): profile, follower and following counts, whether I follow them and they me, and the first displayed collectibles. Another tenant's user answers 4000006",
  tags,
  query: z.object({ userId: userId.optional() }),
  data: z.object({
    user: PublicUser,
    /** This page is mine. */
    me: z.boolean(),
    followers: z.number().int(),
    following: z.number().int(),
    /** I follow them (always false on my own page). */
    followed: z.boolean(),
    /** They follow me. */
    followsMe: z.boolean(),
    displayedCount: z.number().int(),
    displayed: pageOf(DisplayedCollectible),
  }),
});

export const listDisplayed = defineCall(endpoints.listDisplayed, {
  summary: 'The collectibles a user shows on their public page (no userId: mine), most recently shown first; keyset cursor',
  tags,
  query: z.object({ userId: userId.optional(), cursor, pageSize }),
  data: pageOf(DisplayedCollectible),
});

/** Where I stand with a user after following or unfollowing them. */
export const FollowState = z.object({
  userId: z.number().int(),
  followed: z.boolean(),
  /** Their follower count now. */
  followers: z.number().int(),
});

export const follow = defineCall(endpoints.follow, {
  summary: 'Follows a user of this tenant; idempotent. Refusals: 5000062 myself, 4000006 no such user here',
  tags,
  body: z.object({ userId }),
  data: FollowState,
});

export const unfollow = defineCall(endpoints.unfollow, {
  summary: 'Stops following a user; idempotent (not following answers the same). 4000006 no such user here',
  tags,
  body: z.object({ userId }),
  data: FollowState,
});

/** One row of a fans or following list. */
export const FollowRow = z.object({
  user: PublicUser.pick({ id: true, nickname: true, avatar: true }),
  /** When the follow began. */
  since: z.number().int(),
  /** I follow this user (the follow-back button's state). */
  followed: z.boolean(),
  /** This user follows me. */
  followsMe: z.boolean(),
  /** The row is me (no button). */
  me: z.boolean(),
});
export type FollowRow = z.infer<typeof FollowRow>;

export const listFans = defineCall(endpoints.listFans, {
  summary: 'Who follows a user (no userId: me), newest first, each with my follow-back state; keyset cursor',
  tags,
  query: z.object({ userId: userId.optional(), cursor, pageSize }),
  data: pageOf(FollowRow),
});

export const listFollowing = defineCall(endpoints.listFollowing, {
  summary: 'Whom a user follows (no userId: me), newest first, each with my follow state; keyset cursor',
  tags,
  query: z.object({ userId: userId.optional(), cursor, pageSize }),
  data: pageOf(FollowRow),
});
