import { z } from 'zod';
import { collectibleHoldStatusSchema, synthesisStatusSchema } from '../../enum-schemas';
import { ErrorCode } from '../../error-codes';
import { inputNumber } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { catalogueIdSchema, pageOf } from '../catalogue/schemas';
import { FRAGMENT_BLOCKS, RECIPE_MODES, RECIPE_STATES, SYNTHESIS_INPUT_STATES, SYNTHESIS_ITEMS_MAX } from './constants';

export * from './constants';

// Synthesis (issue 18, decision 041). A recipe names fragments (collections and how many of each) and a
// result collection; synthesizing burns the fragments (mode burn, the synthesis is `done` at once) or
// pledges them for pledgeHours (mode pledge: the synthesis is `ing`, the fragments are locked with a
// countdown and come back when it ends: `finish`). The result is handed over at once in both modes.
// Ids are the database's integers, times milliseconds since the epoch; lists page with an opaque keyset
// cursor like the catalogue's (pass nextCursor back as cursor with the same filters; null: last page).

const tags = ['synthesis'] as const;
const msg = (code: number) => String(code);

const cursor = z.string().max(200).optional();
const pageSize = inputNumber(z.number().int().min(1).max(50).default(20));

export const recipeModeSchema = z.enum(RECIPE_MODES);
export const recipeStateSchema = z.enum(RECIPE_STATES);
export const synthesisInputStateSchema = z.enum(SYNTHESIS_INPUT_STATES);
export const fragmentBlockSchema = z.enum(FRAGMENT_BLOCKS);

/** A collection as a recipe shows it (a fragment kind or the result). */
export const RecipeCollectionRef = z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string() });

/** One kind of fragment a recipe needs: `count` items of the collection. */
export const RecipeFragment = z.object({
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  count: z.number().int(),
});
export type RecipeFragment = z.infer<typeof RecipeFragment>;

/** A recipe as the list shows it. */
export const RecipeCard = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The recipe's cover, else the result's cover. */
  coverUrl: z.string(),
  result: RecipeCollectionRef,
  mode: recipeModeSchema,
  /** How long the fragments stay pledged (mode pledge); 0 for burn. */
  pledgeHours: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  state: recipeStateSchema,
  /** Results the recipe gives in all. */
  stockTotal: z.number().int(),
  /** Results left. */
  stockLeft: z.number().int(),
  /** Most syntheses one user may make with it. */
  perUserLimit: z.number().int(),
  fragments: z.array(RecipeFragment),
});
export type RecipeCard = z.infer<typeof RecipeCard>;

export const listRecipes = defineCall(endpoints.listRecipes, {
  summary:
    'Synthesis recipes (open to visitors): open ones first by their end, upcoming by their start, ended newest first; filter by state; keyset cursor. Withdrawn recipes are not listed',
  tags,
  query: z.object({ state: recipeStateSchema.optional(), cursor, pageSize }),
  data: pageOf(RecipeCard).extend({ serverTime: z.number().int() }),
});

/** A fragment kind with what I hold of it. */
export const RecipeFragmentMine = RecipeFragment.extend({
  /** Items of it I hold that a synthesis may use now. */
  owned: z.number().int(),
  /** Items of it I hold in all (some may be cooling, pledged, listed or frozen). */
  held: z.number().int(),
});

export const RecipeDetail = RecipeCard.extend({
  description: z.string(),
  fragments: z.array(RecipeFragmentMine),
  /** The cooling period after acquiring does not stop a fragment from being used (a recipe setting). */
  ignoreCooling: z.boolean(),
  /** Syntheses I made with it (counted against perUserLimit). */
  usedByMe: z.number().int(),
  /** Whether synthesize would go through now with fragments I hold. */
  canSynthesize: z.boolean(),
  /**
   * Why not (an error code, what synthesize would answer): 5000030 withdrawn, 5000161 not started,
   * 5000162 ended, 5000032 no results left, 5000160 my limit reached, 5000031 I lack fragments,
   * 7020076 not real-name verified, 7020078 no chain account. Null when canSynthesize.
   */
  reason: z.number().int().nullable(),
  /** The operator withdrew it (running pledges were cancelled: fragments back, results kept). */
  withdrawn: z.boolean(),
  serverTime: z.number().int(),
});
export type RecipeDetail = z.infer<typeof RecipeDetail>;

export const getRecipe = defineCall(endpoints.getRecipe, {
  summary:
    'A recipe (login required): the fragments needed with how many I hold and may use, my syntheses against the per-person limit, burn or pledge with its hours, and whether I can synthesize now (else the code synthesize would answer)',
  tags,
  params: z.object({ id: catalogueIdSchema }),
  data: RecipeDetail,
});

/** One of my items of a fragment collection, as the picker shows it. */
export const MyFragment = z.object({
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  serial: z.number().int(),
  totalSupply: z.number().int(),
  status: collectibleHoldStatusSchema,
  /** A synthesis with this recipe may take it now. */
  usable: z.boolean(),
  /** Why not: cooling (until transferableAt, unless the recipe ignores cooling), pledged, listed, frozen (a gift on chain). */
  blockedBy: fragmentBlockSchema.nullable(),
  /** When the block ends (cooling: transferableAt; pledged: pledgeEndsAt); null otherwise. */
  blockedUntil: z.number().int().nullable(),
});
export type MyFragment = z.infer<typeof MyFragment>;

export const listMyFragments = defineCall(endpoints.listMyFragments, {
  summary:
    'My items of one fragment collection of a recipe (the fragment picker), lowest serial first, each with whether it can be used and why not; keyset cursor. A collection the recipe does not name: 404',
  tags,
  query: z.object({ recipeId: catalogueIdSchema, collectionId: catalogueIdSchema, cursor, pageSize }),
  data: pageOf(MyFragment).extend({ serverTime: z.number().int() }),
});

/** An item a synthesis took, and what became of it. */
export const SynthesisInput = z.object({
  cardNftId: z.number().int(),
  collectionId: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  serial: z.number().int(),
  state: synthesisInputStateSchema,
});

/** One of my syntheses. */
export const SynthesisRecord = z.object({
  id: z.number().int(),
  recipe: z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string(), mode: recipeModeSchema }),
  status: synthesisStatusSchema,
  /** The collectible I got (minting until the chain confirms). */
  result: z.object({
    cardNftId: z.number().int(),
    collectionId: z.number().int(),
    name: z.string(),
    coverUrl: z.string(),
    serial: z.number().int(),
    totalSupply: z.number().int(),
  }),
  inputs: z.array(SynthesisInput),
  createdAt: z.number().int(),
  /** Pledge recipes: when the fragments come back; null for burn. */
  pledgeEndsAt: z.number().int().nullable(),
  /** When it became done, finish or cancel; null while ing. */
  endedAt: z.number().int().nullable(),
});
export type SynthesisRecord = z.infer<typeof SynthesisRecord>;

export const synthesize = defineCall(endpoints.synthesize, {
  summary:
    'Synthesizes with a recipe (after a confirmation dialog; no pay password): one transaction burns (burn) or pledges (pledge) exactly the selected fragments and hands over a result (minting), or changes nothing. ' +
    'Refusals: 5000030 unknown or withdrawn recipe, 5000161 not started, 5000162 ended, 7020076 not real-name verified, 7020078 no chain account, ' +
    '5000160 my per-person limit reached, 5000032 no results left, 4000034 the selection is not exactly the fragments the recipe needs, ' +
    '5000031 a selected item is not mine (or not any more), 5000034 pledged, 5000038 listed, 5000037 frozen (a gift on chain), 5000033 cooling (unless the recipe ignores cooling)',
  tags,
  body: z.object({
    recipeId: catalogueIdSchema,
    /** Every fragment, exactly as many of each collection as the recipe says. */
    itemIds: z
      .array(catalogueIdSchema, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .min(1, { error: () => msg(ErrorCode.SELECT_REQUIRED) })
      .max(SYNTHESIS_ITEMS_MAX, { error: () => msg(ErrorCode.SELECT_REQUIRED) }),
  }),
  data: z.object({ synthesis: SynthesisRecord, resultItemId: z.number().int(), serverTime: z.number().int() }),
});

export const listSyntheses = defineCall(endpoints.listSyntheses, {
  summary: 'My synthesis records, newest first, optionally of one status (ing, done, finish, cancel); keyset cursor',
  tags,
  query: z.object({ status: synthesisStatusSchema.optional(), cursor, pageSize }),
  data: pageOf(SynthesisRecord).extend({ serverTime: z.number().int() }),
});
