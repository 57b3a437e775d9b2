import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../../app/routes';
import { NotFound } from '../../../components/catalogue/query-state';
import { CATALOGUE_PATHS } from '../../../lib/catalogue/paths';
import NoticeListPage from './notice-list-page';
import NoticePage from './notice-page';

/** The notice pages as one lazy chunk (see catalogue-pages.tsx): the list and an article. */
const PAGES: Record<string, ComponentType<PageProps>> = {
  [CATALOGUE_PATHS.noticeList]: NoticeListPage,
  [CATALOGUE_PATHS.notice]: NoticePage,
};

export default function NoticePages(props: PageProps) {
  const Page = PAGES[useLocation().pathname] ?? NotFound;
  return <Page {...props} />;
}
