/**
 * The banners' CSS width as `<img sizes>`: the page's, less its 16-px sides (home.css). The first banner that
 * stands still before the carousel and the carousel's first slide ask for the same file with it.
 */
export const BANNER_SIZES = 'calc(100vw - 32px)';
