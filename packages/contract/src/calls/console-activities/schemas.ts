// The console's activities (issue 18, decision 042): the tenant's casting activities (and, with issue 19,
// its coupon and physical-reward activities) with their figures; saving one (create or update by id) and
// withdrawing one. Texts typed by the operator go through textSchema (decision 022); the rules are HTML,
// sanitized by the server before they are stored.
import { z } from 'zod';
import { LANGUAGES } from '../../languages';
import { ErrorCode } from '../../errors';
import { hasForbiddenCharacters, inputNumber, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { activityKindSchema, activityStatusSchema, CAST_ITEMS_MAX, castModeSchema } from '../activity/schemas';

const tags = ['operator'] as const;
const idSchema = inputNumber(z.number().int().min(1).max(2_147_483_647));
const localizedName = z.partialRecord(z.enum(LANGUAGES), z.string());

/** At most this many qualifying collections per activity. */
export const ACTIVITY_QUALIFYING_MAX = 10;
/** Rules HTML per language, in characters. */
export const ACTIVITY_RULES_MAX = 20_000;

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
  result: z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string() }),
  qualifying: z.array(z.object({ collectionId: z.number().int(), name: z.string(), count: z.number().int() })),
  mode: castModeSchema,
  coolingBlocks: z.boolean(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  stock: z.number().int(),
  /** Casts made (results handed over). */
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
    before: inputNumber(z.number().int().min(1).optional()),
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
    kind: z.literal('cast').default('cast'),
    name: z.partialRecord(z.enum(LANGUAGES), textSchema({ max: 40 })),
    /** Defaults to the result collection's cover. */
    coverUrl: z
      .string()
      .regex(/^((https?:\/\/|\/)[^\s"'<>]+)?$/)
      .max(500)
      .optional(),
    /** Rules as HTML per language (sanitized on save; scripts and handlers removed). */
    rules: z.partialRecord(z.enum(LANGUAGES), rulesHtml).default({}),
    resultCollectionId: idSchema,
    qualifying: z
      .array(z.object({ collectionId: idSchema, count: inputNumber(z.number().int().min(1).max(10)) }))
      .min(1)
      .max(ACTIVITY_QUALIFYING_MAX),
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
  });
export type ActivitySaveBody = z.infer<typeof ActivitySaveBody>;

export const consoleSaveActivity = defineCall(endpoints.consoleSaveActivity, {
  summary:
    'Creates a casting activity or updates the one with the id: name per language, cover, rules (HTML, sanitized), result collection, ' +
    'qualifying collections with counts, mode, cooling rule, window, stock and enabled. Once someone has cast, the result, the ' +
    'qualifying collections and the mode stay and the stock never goes below the casts (VALIDATION_FAILED); a withdrawn activity ' +
    'cannot be changed (VALIDATION_FAILED); collections of another tenant answer 4000006. Audited',
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
