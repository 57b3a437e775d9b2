import { BRAND_PREVIEW_PATHS } from './route-paths';

// The storefront's preview pages for the operator console (issue 17, decision 037; spec section 2):
// the theme sample, the platform (home) decoration and the creator space decoration, each shown with the
// brand DRAFT of `?token=` (the console's frame) before it is published; the home decoration's draft
// by `?home=` and the creator space's by `?creator=` (decision 040).

export { BRAND_PREVIEW_PATHS };

/** The message the console's editor posts to the frame with the unsaved draft (same origin only). */
export const BRAND_PREVIEW_MESSAGE = 'curio-brand-preview';

/** The message the console posts to the frame after it saved a home or creator space draft (decision 040). */
export const HOME_PREVIEW_REFRESH = 'curio-home-preview:refresh';
