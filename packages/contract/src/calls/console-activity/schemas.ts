// The console's activities (issue 18, decision 042): the tenant's casting activities and (issue 19,
// decision 044) its coupon and physical-reward activities, with their figures; saving one (create or update by id) and
// withdrawing one. Texts typed by the operator go through textSchema (decision 022); the rules are HTML,
// sanitized by the server before they are stored.
import { z } from 'zod';
import { LANGUAGES } from '../../languages';
import { ErrorCode } from '../../errors';
import { hasForbiddenCharacters, idSchema as oneIdSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { activityKindSchema, activityStatusSchema, CAST_ITEMS_MAX, castModeSchema } from '../activity/schemas';

const tags = ['operator'] as const;
const idSchema = oneIdSchema(ErrorCode.VALIDATION_FAILED);
const localizedName = z.partialRecord(z.enum(LANGUAGES), z.string());

/** At most this many qualifying collections per activity. */
export const ACTIVITY_QUALIFYING_MAX = 10;
/** Rules HTML per language, in characters. */
export const ACTIVITY_RULES_MAX = 20_000;
/** A physical reward's description per language, in characters. */
export const PHYSICAL_DESCRIPTION_MAX = 500;
/** Highest price of a physical reward, fen (¥100,000). */
export const ACTIVITY_PRICE_MAX = 10_000_000;
/** Highest per-user limit of an activity (casts or orders per user); a casting activity's default (decision 062). */
export const ACTIVITY_PER_USER_MAX = 100;

export const ConsoleActivityRow = z.object({
  id: z.number().int(),
  /** Stable per tenant (given at creation, or generated). */
  key: z.string(),
  kind: activityKindSchema,
  /** Every language the operator wrote. */
  name: localizedName,
  coverUrl: z.string(),
  /** Rules HTML per language, as stored (sanitized). */
  rules: localizedName,
  /**
   * Cast: the result collection. Coupon: {id: template id, name: the coupon's name, coverUrl: the cover}.
   * Physical: {id: the activity's id, name: the good's name, coverUrl: its image}. See couponTemplate/physical.
   */
  result: z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string() }),
  /** Coupon activities: the template granted; null otherwise. */
  couponTemplate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Physical activities: the good as written (per language); null otherwise. */
  physical: z.object({ name: localizedName, imageUrl: z.string(), description: localizedName }).nullable(),
  /** Fen per order (physical only; 0 otherwise). */
  price: z.number().int(),
  /** Casts (cast) or orders (coupon/physical) per user. */
  perUserLimit: z.number().int(),
  qualifying: z.array(z.object({ collectionId: z.number().int(), name: z.string(), count: z.number().int() })),
  mode: castModeSchema,
  coolingBlocks: z.boolean(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  stock: z.number().int(),
  /** Cast: casts made (results handed over). Coupon/physical: orders holding stock (pending, paid, shipping, completed). */
  casts: z.number().int(),
  enabled: z.boolean(),
  /** Withdrawn: ended for good (no casts any more; what was cast stays). */
  withdrawnAt: z.number().int().nullable(),
  /** The window's state now (a withdrawn or disabled activity shows the state its window has). */
  status: activityStatusSchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConsoleActivityRow = z.infer<typeof ConsoleActivityRow>;

export const consoleListActivities = defineCall(endpoints.consoleListActivities, {
  summary: "The tenant's activities, newest first, optionally of one kind, with their casts of the stock; keyset by id (before)",
  tags,
  query: z.object({
    kind: activityKindSchema.optional(),
    limit: inputNumber(z.number().int().min(1).max(200).default(50)),
    before: optionalIdSchema(ErrorCode.VALIDATION_FAILED),
  }),
  data: z.object({ activities: z.array(ConsoleActivityRow), nextBefore: z.number().int().nullable() }),
});

const rulesHtml = z
  .string()
  .max(ACTIVITY_RULES_MAX)
  .refine((v) => !hasForbiddenCharacters(v, { multiline: true, tab: true }), {
    error: String(ErrorCode.TEXT_CHARACTERS_INVALID),
  });

export const ActivitySaveBody = z
  .object({
    /** Absent: a new activity. Given: that activity of this tenant is updated (4000006 when unknown). */
    id: idSchema.optional(),
    /** A new activity's stable key (default: generated); an existing key answers VALIDATION_FAILED. Ignored on update. */
    key: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/)
      .optional(),
    /** 'cast' (default), 'coupon' or 'physical' (decision 044); the kind never changes on update (VALIDATION_FAILED). */
    kind: activityKindSchema.default('cast'),
    name: z.partialRecord(z.enum(LANGUAGES), textSchema({ max: 40 })),
    /** Defaults to the result collection's cover. */
    coverUrl: z
      .string()
      .regex(/^((https?:\/\/|\/)[^\s"'<>]+)?$/)
      .max(500)
      .optional(),
    /** Rules as HTML per language (sanitized on save; scripts and handlers removed). */
    rules: z.partialRecord(z.enum(LANGUAGES), rulesHtml).default({}),
    /** Cast: the collection a cast mints (required for cast, ignored otherwise). */
    resultCollectionId: idSchema.optional(),
    /** Coupon: the coupon template granted per order (required for coupon; 4000006 when not the tenant's). */
    couponTemplateId: idSchema.optional(),
    /** Physical: the good (required for physical). */
    physical: z
      .object({
        name: z.partialRecord(z.enum(LANGUAGES), textSchema({ max: 40 })),
        imageUrl: z
          .string()
          .regex(/^((https?:\/\/|\/)[^\s"'<>]+)?$/)
          .max(500),
        description: z
          .partialRecord(z.enum(LANGUAGES), textSchema({ max: PHYSICAL_DESCRIPTION_MAX, allowEmpty: true, multiline: true }))
          .default({}),
      })
      .optional(),
    /** Physical: fen per order (default 0 = free). Cast and coupon: must be 0. A price needs mode 'hold'. */
    price: inputNumber(z.number().int().min(0).max(ACTIVITY_PRICE_MAX)).default(0),
    /**
     * Coupon/physical: orders per user (default 1). Cast: casts per user (default ACTIVITY_PER_USER_MAX: each
     * qualifying item once per holder is the bound, decision 062).
     */
    perUserLimit: inputNumber(z.number().int().min(1).max(ACTIVITY_PER_USER_MAX)).optional(),
    /** Cast: at least one. Coupon/physical: may be empty (anyone may order). */
    qualifying: z
      .array(z.object({ collectionId: idSchema, count: inputNumber(z.number().int().min(1).max(10)) }))
      .max(ACTIVITY_QUALIFYING_MAX)
      .default([]),
    mode: castModeSchema,
    /** Spend mode: items still in their cooling period cannot be spent (default false). */
    coolingBlocks: z.boolean().default(false),
    startsAt: inputNumber(z.number().int().min(0)),
    endsAt: inputNumber(z.number().int().min(0)),
    /** Results offered; never below the casts made. */
    stock: inputNumber(z.number().int().min(1).max(10_000_000)),
    enabled: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (!Object.values(b.name).some((v) => v))
      ctx.addIssue({ code: 'custom', path: ['name'], message: String(ErrorCode.FIELD_REQUIRED) });
    if (b.endsAt <= b.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'the end must be after the start' });
    const ids = b.qualifying.map((q) => q.collectionId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['qualifying'], message: 'a collection qualifies once' });
    if (b.qualifying.reduce((s, q) => s + q.count, 0) > CAST_ITEMS_MAX)
      ctx.addIssue({ code: 'custom', path: ['qualifying'], message: `at most ${CAST_ITEMS_MAX} items per cast` });
    if (b.kind === 'cast') {
      if (b.resultCollectionId === undefined)
        ctx.addIssue({ code: 'custom', path: ['resultCollectionId'], message: String(ErrorCode.FIELD_REQUIRED) });
      if (b.qualifying.length === 0)
        ctx.addIssue({ code: 'custom', path: ['qualifying'], message: 'a casting activity needs a qualifying collection' });
    }
    if (b.kind === 'coupon' && b.couponTemplateId === undefined)
      ctx.addIssue({ code: 'custom', path: ['couponTemplateId'], message: String(ErrorCode.FIELD_REQUIRED) });
    if (b.kind === 'physical') {
      if (b.physical === undefined)
        ctx.addIssue({ code: 'custom', path: ['physical'], message: String(ErrorCode.FIELD_REQUIRED) });
      else if (!Object.values(b.physical.name).some((v) => v))
        ctx.addIssue({ code: 'custom', path: ['physical', 'name'], message: String(ErrorCode.FIELD_REQUIRED) });
    }
    if (b.kind !== 'physical' && b.price !== 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'only a physical reward has a price' });
    if (b.price > 0 && b.mode === 'spend')
      ctx.addIssue({ code: 'custom', path: ['mode'], message: 'a priced activity cannot spend items (decision 044)' });
  });
export type ActivitySaveBody = z.infer<typeof ActivitySaveBody>;

export const consoleSaveActivity = defineCall(endpoints.consoleSaveActivity, {
  summary:
    'Creates an activity or updates the one with the id: kind (cast, coupon, physical; fixed once created), name per language, cover, ' +
    'rules (HTML, sanitized), what it gives (cast: result collection; coupon: couponTemplateId; physical: name, image, description, ' +
    'price, perUserLimit), qualifying collections with counts (may be empty for coupon/physical), mode (a price needs hold), cooling ' +
    'rule, window, stock and enabled. Once someone has cast, the result, the ' +
    'qualifying collections and the mode stay and the stock never goes below the casts (VALIDATION_FAILED); a withdrawn activity ' +
    'cannot be changed (VALIDATION_FAILED); collections or coupon templates of another tenant answer 4000006. Once orders exist, ' +
    'the reward, the price and the qualifying collections stay (VALIDATION_FAILED). Audited',
  tags,
  body: ActivitySaveBody,
  data: z.object({ id: z.number().int(), created: z.boolean(), activity: ConsoleActivityRow }),
});

export const consoleWithdrawActivity = defineCall(endpoints.consoleWithdrawActivity, {
  summary:
    'Withdraws an activity for good: no casts from now on (what was cast stays, with its records); withdrawing again changes nothing. ' +
    'Audited',
  tags,
  params: z.object({ id: idSchema }),
  data: ConsoleActivityRow,
});
