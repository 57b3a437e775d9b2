// The operator console's synthesis recipes (issue 18, decision 041). Names and descriptions per language;
// times in milliseconds. Lists page newest first with `before` (the last row's id) → `nextBefore`.
import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { LANGUAGES } from '../../languages';
import { idSchema, inputNumber, optionalIdSchema, textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import {
  PLEDGE_HOURS_MAX,
  RECIPE_FRAGMENT_COUNT_MAX,
  RECIPE_FRAGMENT_KINDS_MAX,
  recipeModeSchema,
  recipeStateSchema,
} from '../synthesis/schemas';

const tags = ['operator'] as const;
const msg = (code: number) => String(code);
const id = idSchema(ErrorCode.VALIDATION_FAILED);
const limit = inputNumber(z.number().int().min(1).max(100).default(20));
const before = optionalIdSchema(ErrorCode.VALIDATION_FAILED);

/** A recipe as the operator sees it: its rules, its stock and what users did with it. */
export const ConsoleRecipe = z.object({
  id: z.number().int(),
  /** Names per language ({} never: at least one). */
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  descriptions: z.partialRecord(z.enum(LANGUAGES), z.string()),
  /** The recipe's own cover; null: the result's cover is shown. */
  coverUrl: z.string().nullable(),
  resultCollectionId: z.number().int(),
  resultName: z.string(),
  fragments: z.array(z.object({ collectionId: z.number().int(), name: z.string(), count: z.number().int() })),
  mode: recipeModeSchema,
  pledgeHours: z.number().int(),
  ignoreCooling: z.boolean(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  stockTotal: z.number().int(),
  stockLeft: z.number().int(),
  perUserLimit: z.number().int(),
  /** open / upcoming / ended (a withdrawn recipe is ended). */
  state: recipeStateSchema,
  withdrawnAt: z.number().int().nullable(),
  /** Syntheses made with it in all, and those whose pledge still runs. */
  syntheses: z.number().int(),
  pledgesRunning: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ConsoleRecipe = z.infer<typeof ConsoleRecipe>;

export const consoleListRecipes = defineCall(endpoints.consoleListRecipes, {
  summary: "The tenant's synthesis recipes, newest first, optionally of one state, with their stock and syntheses",
  tags,
  query: z.object({ state: recipeStateSchema.optional(), limit, before }),
  data: z.object({ items: z.array(ConsoleRecipe), nextBefore: z.number().nullable(), serverTime: z.number().int() }),
});

const url = z
  .string()
  .regex(/^(https?:\/\/|\/)[^\s"'<>]+$/)
  .max(500);

export const RecipeSaveBody = z
  .object({
    /** Given: updates that recipe of this tenant; absent: a new one. */
    id: id.optional(),
    name: z.partialRecord(z.enum(LANGUAGES), textSchema({ max: 40 })),
    description: z.partialRecord(z.enum(LANGUAGES), textSchema({ max: 500, multiline: true, allowEmpty: true })).optional(),
    /** Absent or null: the result's cover. */
    coverUrl: url.nullable().optional(),
    /** A collection of this tenant (usually an unlisted one made for it). */
    resultCollectionId: id,
    /** One entry per collection (no collection twice, not the result itself). */
    fragments: z
      .array(
        z.object({
          collectionId: id,
          count: inputNumber(z.number().int().min(1).max(RECIPE_FRAGMENT_COUNT_MAX)),
        }),
      )
      .min(1, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .max(RECIPE_FRAGMENT_KINDS_MAX),
    mode: recipeModeSchema,
    /** Required for pledge (1 to 8760); ignored (0) for burn. */
    pledgeHours: inputNumber(z.number().int().min(0).max(PLEDGE_HOURS_MAX)).optional(),
    /** Let fragments still in their cooling period be used (default false). */
    ignoreCooling: z.boolean().optional(),
    startsAt: inputNumber(z.number().int().min(0)),
    endsAt: inputNumber(z.number().int().min(0)),
    /** Results it may give in all; not above what the result collection has left to issue. */
    stock: inputNumber(z.number().int().min(1).max(10_000_000)),
    perUserLimit: inputNumber(z.number().int().min(1).max(10_000)),
  })
  .superRefine((b, ctx) => {
    if (!Object.values(b.name).some((v) => v))
      ctx.addIssue({ code: 'custom', path: ['name'], message: msg(ErrorCode.FIELD_REQUIRED) });
    if (b.endsAt <= b.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'the end must be after the start' });
    if (b.mode === 'pledge' && !b.pledgeHours)
      ctx.addIssue({ code: 'custom', path: ['pledgeHours'], message: 'a pledge recipe needs its pledge hours (1 or more)' });
    const ids = b.fragments.map((f) => f.collectionId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['fragments'], message: 'a collection appears twice among the fragments' });
    if (ids.includes(b.resultCollectionId))
      ctx.addIssue({ code: 'custom', path: ['fragments'], message: 'the result cannot be one of its own fragments' });
  });
export type RecipeSaveBody = z.output<typeof RecipeSaveBody>;

export const consoleSaveRecipe = defineCall(endpoints.consoleSaveRecipe, {
  summary:
    'Creates a synthesis recipe or updates one of this tenant. Once a synthesis was made with it, its result, fragments, mode, pledge hours and ignoreCooling ' +
    'stay (5000163, data.fields names them) and its stock never goes below the results given (5000164). A withdrawn recipe cannot change (5000165). ' +
    'An unknown collection: 404; a stock above what the result collection has left to issue: 5000166. Audited',
  tags,
  body: RecipeSaveBody,
  data: z.object({ id: z.number().int(), created: z.boolean() }),
});

export const consoleWithdrawRecipe = defineCall(endpoints.consoleWithdrawRecipe, {
  summary:
    'Withdraws a recipe: no more syntheses; every running pledge is cancelled (its fragments come back at once, the results stay with their holders: status cancel). ' +
    'Doing it again changes nothing (withdrawn: the first time). Audited',
  tags,
  params: z.object({ id }),
  data: z.object({
    id: z.number().int(),
    withdrawnAt: z.number().int(),
    /** Syntheses cancelled by this call, and the items they gave back. */
    cancelled: z.number().int(),
    returned: z.number().int(),
  }),
});
