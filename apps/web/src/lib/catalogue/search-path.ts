/** The search page (spec §2), on its own: the home page's header links to it without the other paths. */
export const SEARCH_PATH = '/pages/home/globalSreach/index';
