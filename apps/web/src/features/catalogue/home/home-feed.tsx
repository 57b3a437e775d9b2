import { DEFAULT_SORT_TYPE } from '@curio/contract/client';
import { useTranslation } from '../../../lib/i18n';
import { SortBar } from '../components/cards';
import { useCollectionList } from '../api/list-collections';
import { collectionPath } from '../paths';
import { DROP_SORTS, sortOr } from '../sort';
import { useSession } from '../../../lib/session';
import { DropGrid } from '../components/drop-grid';
import { HOME_PAGE_SIZE } from './home-first-page';

/**
 * The collections under the category tabs (spec §3 client state): "All" shows the recommend list,
 * a category its collection list; each keeps its own sort type (default -1, featured).
 */
export function HomeFeed({ categoryId, categoryName }: { categoryId: number | null; categoryName: string | null }) {
  const { t, i18n } = useTranslation();
  const all = categoryId === null;
  const sort = sortOr(useSession((s) => (all ? s.recommendSortType : s.collectionSortType) ?? DEFAULT_SORT_TYPE));
  const setSort = useSession((s) => (all ? s.setRecommendSortType : s.setCollectionSortType));
  const list = useCollectionList({ sortType: sort, categoryId, pageSize: HOME_PAGE_SIZE }, i18n.language);

  return (
    <section className="home-feed" aria-label={categoryName ?? t('home.feedAll')} data-testid="home-feed">
      <div className="home-feed__head">
        <h2 className="home-block__title">{categoryName ?? t('home.feedAll')}</h2>
      </div>
      <SortBar className="home-feed__sort" value={sort} onChange={setSort} sorts={DROP_SORTS} />
      <DropGrid list={list} pathOf={collectionPath} emptyTitle={t('home.emptyFeed')} />
    </section>
  );
}
