import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../../app/routes';
import { NotFound } from '../../../components/catalogue/query-state';
import { CATALOGUE_PATHS } from '../../../lib/catalogue/paths';
import CreatorListPage from './creator-list-page';
import CreatorMarketPage from './creator-market-page';
import CreatorPage from './creator-page';

/** The creator spaces' pages as one lazy chunk (see catalogue-pages.tsx). */
const PAGES: Record<string, ComponentType<PageProps>> = {
  [CATALOGUE_PATHS.creator]: CreatorPage,
  [CATALOGUE_PATHS.creatorMarket]: CreatorMarketPage,
  [CATALOGUE_PATHS.creatorList]: CreatorListPage,
};

export default function CreatorPages(props: PageProps) {
  const Page = PAGES[useLocation().pathname] ?? NotFound;
  return <Page {...props} />;
}
