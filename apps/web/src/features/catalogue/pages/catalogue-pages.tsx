import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../../app/routes';
import { NotFound } from '../../../components/catalogue/query-state';
import { CATALOGUE_PATHS } from '../../../lib/catalogue/paths';
import BlindBoxListPage from './blind-box-list-page';
import BlindBoxPage from './blind-box-page';
import CollectionPage from './collection-page';
import SeriesListPage from './series-list-page';
import SeriesPage from './series-page';

/**
 * The catalogue's pages as one lazy chunk for the route table: every lazy chunk costs the first load an
 * entry in Vite's preload map (decision 006's budget), and a visitor moves between these pages (series →
 * collection → blind box), so they load together.
 */
const PAGES: Record<string, ComponentType<PageProps>> = {
  [CATALOGUE_PATHS.seriesList]: SeriesListPage,
  [CATALOGUE_PATHS.series]: SeriesPage,
  [CATALOGUE_PATHS.collection]: CollectionPage,
  [CATALOGUE_PATHS.blindBoxList]: BlindBoxListPage,
  [CATALOGUE_PATHS.blindBox]: BlindBoxPage,
};

export default function CataloguePages(props: PageProps) {
  const Page = PAGES[useLocation().pathname] ?? NotFound;
  return <Page {...props} />;
}
