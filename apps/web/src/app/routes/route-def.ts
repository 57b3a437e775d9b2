import type { Language } from '@curio/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageProps } from '../page';

/** What a route's first query is given: the query client, the language in use and the page's query string. */
export interface RouteLoadContext {
  queryClient: QueryClient;
  lang: Language;
  query: Record<string, string>;
}

/** One entry of the route table: a path of the specification (section 2) and its lazy page. */
export interface RouteDef {
  path: string;
  page: () => Promise<{ default: ComponentType<PageProps> }>;
  /** Needs a signed-in user: without a token the app goes to login with `reUrl`. */
  auth?: boolean;
  /** The page supports pull-to-refresh (spec: "pull"). */
  pull?: boolean;
  /** Navigation bar: the default bar, a transparent one over the page, or none (pages with their own bar). */
  nav?: 'default' | 'transparent' | 'none';
  /** i18n key of the title. */
  title?: string;
  /** Maximum page width in px (default from the app: 750). */
  maxWidth?: number;
  /** Shown even when the platform is closed or missing. */
  system?: boolean;
  /**
   * The route's texts: the feature's text bundle for a language (`pageTexts(...).load`). The route loader
   * (route-load.ts) starts it together with the page's chunk and first query.
   */
  texts?: (lang: Language) => Promise<void>;
  /**
   * The page's first query, started by the route loader with the very query options (keys) the page then
   * uses, so the page finds its data in the cache or in flight.
   */
  data?: (ctx: RouteLoadContext) => Promise<unknown> | undefined;
}
