import { BRAND_PREVIEW_PATHS as P } from '../../features/brand-preview/route-paths';
import { brandPreviewTexts } from '../../features/brand-preview/texts';
import { homeDecorationQueryOptions } from '../../features/catalogue/api/first-queries';
import { catalogueTexts } from '../../features/catalogue/texts';
import type { Language } from '@curio/contract/client';
import type { RouteDef, RouteLoadContext } from './route-def';

// The console's preview pages (issue 17, decision 037): lazy pages of their own, outside the home's first
// screen (nothing here is imported by the boot or the home's chunk).
const texts = (lang: Language) => Promise.all([brandPreviewTexts.load(lang), catalogueTexts.load(lang)]).then(() => undefined);

export const brandPreviewRoutes: RouteDef[] = [
  { path: P.theme, page: () => import('./preview/theme-preview-page'), nav: 'none', title: 'nav.home', texts },
  {
    path: P.indexView,
    page: () => import('./preview/index-preview-page'),
    nav: 'none',
    title: 'nav.home',
    texts,
    data: ({ queryClient, lang }: RouteLoadContext) => queryClient.prefetchQuery(homeDecorationQueryOptions(lang)),
  },
  { path: P.creatorView, page: () => import('./preview/creator-preview-page'), title: 'nav.creator', texts },
];
