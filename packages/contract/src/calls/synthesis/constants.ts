// Synthesis (issue 18, decision 041): the words of its states, shared by the server and the apps.

/** burn: the fragments are burned; pledge: they are locked for pledgeHours, then come back. */
export const RECIPE_MODES = ['burn', 'pledge'] as const;
export type RecipeMode = (typeof RECIPE_MODES)[number];

/** Where a recipe's window is now (a withdrawn recipe is 'ended'). */
export const RECIPE_STATES = ['open', 'upcoming', 'ended'] as const;
export type RecipeState = (typeof RECIPE_STATES)[number];

// The spec statuses of a synthesis are `SynthesisStatus` (enums.ts: ing, done, finish, cancel; labels in
// enum-labels.ts): ing (a pledge runs: the result is mine, the fragments are locked), done (burn: finished
// at once), finish (the pledge ended, the fragments came back), cancel (the operator withdrew the recipe
// while the pledge ran: the fragments came back, the result stays).

/** What an input of a synthesis became: burned (burn recipes), pledged (until pledgeEndsAt), returned. */
export const SYNTHESIS_INPUT_STATES = ['burned', 'pledged', 'returned'] as const;
export type SynthesisInputState = (typeof SYNTHESIS_INPUT_STATES)[number];

/** Why one of my fragments cannot be used now (null: it can). */
export const FRAGMENT_BLOCKS = ['cooling', 'pledged', 'listed', 'frozen'] as const;
export type FragmentBlock = (typeof FRAGMENT_BLOCKS)[number];

/** Most fragment kinds a recipe names, most items of one kind, most items one synthesis takes. */
export const RECIPE_FRAGMENT_KINDS_MAX = 10;
export const RECIPE_FRAGMENT_COUNT_MAX = 20;
export const SYNTHESIS_ITEMS_MAX = 100;
/** Longest pledge: a year. */
export const PLEDGE_HOURS_MAX = 8760;

/**
 * The business type of a synthesis result's move in (circulation records): Curio's, beside the spec's
 * 3 B2C_BOX, 4 B2C_COLLECTION, 6 SEND, 7 C2C (decision 041).
 */
export const SYNTHESIS_BUSINESS_TYPE = 8;
