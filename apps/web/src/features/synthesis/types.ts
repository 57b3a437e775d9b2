import type { CallData, Calls } from '@curio/contract/client';

/** One recipe in the list. */
export type RecipeCard = CallData<Calls['listRecipes']>['items'][number];
/** One recipe as its detail has it: + the fragments with what I own, my use of the limit. */
export type Recipe = CallData<Calls['getRecipe']>;
export type RecipeFragment = Recipe['fragments'][number];
/** One of my items of a fragment collection, usable or not. */
export type MyFragment = CallData<Calls['listMyFragments']>['items'][number];
export type FragmentBlock = NonNullable<MyFragment['blockedBy']>;
/** One of my synthesis records. */
export type SynthesisRecord = CallData<Calls['listSyntheses']>['items'][number];
