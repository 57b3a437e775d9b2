import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { inputNumber } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { catalogueIdSchema, pageOf } from '../catalogue/schemas';

// Activities (issue 18, decision 042). A casting activity mints a result collectible for a holder of the
// qualifying collectibles: for each qualifying collection, `count` items are selected; in 'hold' mode they
// are only checked and marked as used for this activity (they stay mine, usable for other activities), in
// 'spend' mode they are burned (the app asks for a confirmation first). Once per holder (4000031); the
// results are bounded by the activity's stock (5000032 claims exhausted). Ids are the database's integers,
// times milliseconds since the epoch, texts in the request's language. Lists page with an opaque keyset
// cursor (decision 011).

const tags = ['activity'] as const;
const msg = (code: number) => String(code);

const cursor = z.string().max(200).optional();
const pageSize = inputNumber(z.number().int().min(1).max(50).default(20));

/** What an activity is: 'cast' now; 'coupon' and 'physical' come with issue 19. */
export const ACTIVITY_KINDS = ['cast', 'coupon', 'physical'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const activityKindSchema = z.enum(ACTIVITY_KINDS);

/** Where an activity's window is now (a withdrawn activity is 'ended'). */
export const ACTIVITY_STATUSES = ['upcoming', 'open', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);

/** 'hold': the items are checked and marked used for this activity; 'spend': they are burned. */
export const CAST_MODES = ['hold', 'spend'] as const;
export type CastMode = (typeof CAST_MODES)[number];
export const castModeSchema = z.enum(CAST_MODES);

/** Why one of my items cannot be used for an activity now (listQualifyingItems). */
export const CAST_ITEM_BLOCKS = ['cooling', 'pledged', 'listed', 'frozen', 'minting', 'used'] as const;
export type CastItemBlock = (typeof CAST_ITEM_BLOCKS)[number];

/** Most items selected in one cast (the sum of the qualifying counts never exceeds it). */
export const CAST_ITEMS_MAX = 50;

export const ActivityCollectionRef = z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string() });

export const ActivityCard = z.object({
  id: z.number().int(),
  kind: activityKindSchema,
  name: z.string(),
  coverUrl: z.string(),
  status: activityStatusSchema,
  /** The collection a cast mints one item of. */
  result: ActivityCollectionRef,
  mode: castModeSchema,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  stock: z.object({
    /** Results the operator offers. */
    total: z.number().int(),
    /** Results still to be cast (0: claims exhausted). */
    left: z.number().int(),
  }),
});
export type ActivityCard = z.infer<typeof ActivityCard>;

export const listActivities = defineCall(endpoints.listActivities, {
  summary:
    "The tenant's enabled activities of one status (open: in the window now, soonest ending first; upcoming: soonest starting first; " +
    'ended: last ended first, withdrawn ones included), optionally of one kind; keyset cursor',
  tags,
  query: z.object({
    status: activityStatusSchema.default('open'),
    kind: activityKindSchema.optional(),
    cursor,
    pageSize,
  }),
  data: pageOf(ActivityCard).extend({ serverTime: z.number().int() }),
});

/** A collection that qualifies, and how many of its items one cast needs. */
export const QualifyingCollection = z.object({
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  /** Items of it one cast needs (all must be selected, 4000034). */
  count: z.number().int(),
  /** Signed in: how many of its items I hold that are usable for this activity now; null for a visitor. */
  usable: z.number().int().nullable(),
});

export const ActivityDetail = ActivityCard.extend({
  /**
   * The rules as the operator wrote them: HTML sanitized by the server on save (render it through DOMPurify
   * like a notice), in the request's language; '' when none.
   */
  rulesHtml: z.string(),
  qualifying: z.array(QualifyingCollection),
  /** Always true for casting (spec §5 "a collectible can be cast once per holder"). */
  oncePerHolder: z.boolean(),
  /** Spending: the items must also be past their cooling period (an operator's choice). */
  coolingBlocks: z.boolean(),
  /** Signed in: my status; null for a visitor. */
  mine: z
    .object({
      /** I have cast in this activity already (my record's id in castRecordId). */
      castAlready: z.boolean(),
      castRecordId: z.number().int().nullable(),
      /** Whether a cast would be accepted now, as far as the activity and my holdings go. */
      canCast: z.boolean(),
      /**
       * Why not (null when canCast): 4000031 cast already, 5000170 not started, 5000171 ended, 5000032 claims
       * exhausted, 5000031 not enough usable items, 7020076 not real-name verified, 7020078 no chain account.
       */
      reason: z.number().int().nullable(),
    })
    .nullable(),
  serverTime: z.number().int(),
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

export const getActivity = defineCall(endpoints.getActivity, {
  summary:
    'One activity: its rules, what qualifies and how many of each, the mode, the window and the stock; signed in, my status (cast already, ' +
    'can cast or why not). 5000030 when unknown, disabled or of another tenant',
  tags,
  params: z.object({ id: catalogueIdSchema }),
  data: ActivityDetail,
});

export const QualifyingItem = z.object({
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  serial: z.number().int(),
  totalSupply: z.number().int(),
  acquiredAt: z.number().int(),
  /** End of its cooling period. */
  transferableAt: z.number().int(),
  usable: z.boolean(),
  /** Why not, when not usable. */
  blockedBy: z.enum(CAST_ITEM_BLOCKS).nullable(),
});
export type QualifyingItem = z.infer<typeof QualifyingItem>;

export const listQualifyingItems = defineCall(endpoints.listQualifyingItems, {
  summary:
    'My items of the collections that qualify for an activity, per collection (usable ones first, then lowest serial; at most 200 per ' +
    'collection), each with whether it can be used now and why not (cooling, pledged, listed, frozen, minting, used for this activity). ' +
    '5000030 when the activity is unknown',
  tags,
  params: z.object({ id: catalogueIdSchema }),
  data: z.object({
    activityId: z.number().int(),
    mode: castModeSchema,
    collections: z.array(QualifyingCollection.extend({ items: z.array(QualifyingItem) })),
    serverTime: z.number().int(),
  }),
});

export const CastRecord = z.object({
  id: z.number().int(),
  activity: z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string(), mode: castModeSchema }),
  /** The collectible the cast minted (it is mine at once and minted on chain in the background). */
  result: z.object({
    cardNftId: z.number().int(),
    collectionId: z.number().int(),
    name: z.string(),
    coverUrl: z.string(),
    serial: z.number().int(),
    totalSupply: z.number().int(),
  }),
  /** The items selected: held (hold mode, still mine) or burned (spend mode). */
  items: z.array(
    z.object({
      cardNftId: z.number().int(),
      collectionId: z.number().int(),
      name: z.string(),
      serial: z.number().int(),
      spent: z.boolean(),
    }),
  ),
  createdAt: z.number().int(),
});
export type CastRecord = z.infer<typeof CastRecord>;

const itemIdSchema = inputNumber(
  z
    .number({ error: () => msg(ErrorCode.SELECT_REQUIRED) })
    .int({ error: () => msg(ErrorCode.SELECT_REQUIRED) })
    .min(1, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
    .max(2_147_483_647, { error: () => msg(ErrorCode.SELECT_REQUIRED) }),
);

export const cast = defineCall(endpoints.cast, {
  summary:
    'Casts in an activity with my selected items, all or nothing: for each qualifying collection exactly its count of my items ' +
    '(4000034 otherwise, or when an item repeats); hold mode marks them used for this activity, spend mode burns them (confirm in the ' +
    'app first); then one result item is mine and minted in the background. Refusals: 5000030 unknown or disabled, 5000170 not ' +
    'started, 5000171 ended, 5000032 claims exhausted, 4000031 cast already (once per holder), 5000031 not enough items, an item not ' +
    'mine 4000006, 5000034 pledged, 5000037 frozen, 5000038 on consignment, 5000033 cooling (spend with coolingBlocks), ' +
    '5000172 used for this activity already, 5000173 still minting (spend), 7020076 not real-name verified, 7020078 / 2010010 / 7020100 ' +
    'no chain account',
  tags,
  body: z.object({
    activityId: catalogueIdSchema,
    itemIds: z
      .array(itemIdSchema, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .min(1, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .max(CAST_ITEMS_MAX, { error: () => msg(ErrorCode.SELECT_REQUIRED) }),
  }),
  data: CastRecord,
});

export const listCastRecords = defineCall(endpoints.listCastRecords, {
  summary: 'My casts, newest first, optionally of one activity; keyset cursor',
  tags,
  query: z.object({ activityId: inputNumber(z.number().int().min(1).max(2_147_483_647).optional()), cursor, pageSize }),
  data: pageOf(CastRecord),
});
