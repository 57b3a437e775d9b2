import type { ComponentType } from 'react';
import type { PageProps } from '../page';

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
}
