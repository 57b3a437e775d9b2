// The synthesis area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/synthesis.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const SYNTHESIS_PATHS = {
  /** The recipes: open, upcoming, ended. */
  list: '/pages/synthesis/index',
  /** One recipe (login): what it needs, what I own, synthesise. */
  detail: '/pages/detail/synthesis',
  /** Pick my fragments of one collection for a recipe (login). */
  debrisList: '/pages/synthesis/debrisList',
  /** My synthesis records with their status and pledge countdown (login). */
  hostlist: '/pages/synthesis/hostlist',
} as const;
