// Where the favourites page lives (issue 16, beyond the spec's route table; decision 034). The route
// table (app/routes/favourite.routes.ts) takes its path from here.

export const FAVOURITE_PATHS = {
  /** My favourites: collections and listings I keep (`?type=collection|listing`; none: all). */
  list: '/pages/account/favourites/index',
} as const;
