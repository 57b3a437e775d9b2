import { UTILITY_PATHS as P } from '../../features/utility/route-paths';
import { utilityTexts } from '../../features/utility/texts';
import type { RouteDef } from './route-def';

// The system and utility pages of issue 20 (spec section 2: System, Utility; decision 048).
export const utilityRoutes: RouteDef[] = [
  {
    path: P.presentation,
    page: () => import('./utility/presentation-page'),
    nav: 'none',
    system: true,
    maxWidth: 1200,
    title: 'nav.presentation',
    texts: utilityTexts.load,
  },
  { path: P.crypto, page: () => import('./utility/crypto-page'), title: 'nav.crypto', texts: utilityTexts.load },
  { path: P.webview, page: () => import('./utility/webview-page'), nav: 'none', title: 'nav.webview', texts: utilityTexts.load },
  {
    path: P.webviewWithHeader,
    page: () => import('./utility/webview-header-page'),
    title: 'nav.webview',
    texts: utilityTexts.load,
  },
  { path: P.extsview, page: () => import('./utility/extsview-page'), title: 'nav.extsview', texts: utilityTexts.load },
];
