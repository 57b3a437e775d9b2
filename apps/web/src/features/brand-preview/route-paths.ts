// The brand-preview area's route paths alone, each written once: the boot's route table knows the area by them
// (app/routes/index.ts, decision 073) and its list (app/routes/preview.routes.ts) takes them from here. The links
// and the readers of a page's query built on them are in ./paths, which re-exports them.

export const BRAND_PREVIEW_PATHS = {
  theme: '/pages/home/theme',
  indexView: '/pages/home/indexView',
  creatorView: '/creativePages/index/indexView',
} as const;
