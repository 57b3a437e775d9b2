import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../../app/routes';
import { NotFound } from '../../../components/catalogue/query-state';
import { CATALOGUE_PATHS } from '../../../lib/catalogue/paths';
import SearchListsPage from './search-lists-page';
import SearchPage from './search-page';

/** The search pages as one lazy chunk (see catalogue-pages.tsx): the field and its results. */
const PAGES: Record<string, ComponentType<PageProps>> = {
  [CATALOGUE_PATHS.search]: SearchPage,
  [CATALOGUE_PATHS.searchLists]: SearchListsPage,
};

export default function SearchPages(props: PageProps) {
  const Page = PAGES[useLocation().pathname] ?? NotFound;
  return <Page {...props} />;
}
