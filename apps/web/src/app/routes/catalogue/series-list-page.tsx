import type { CatalogueSort } from '@curio/contract/client';
import { useState } from 'react';
import { SeriesCard, SortBar } from '../../../features/catalogue/components/cards';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { seriesPath } from '../../../features/catalogue/paths';
import { NAME_SORTS, SORT } from '../../../features/catalogue/sort';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useSeriesList } from '../../../features/catalogue/api/list-series';
import '../../../features/catalogue/catalogue.css';

/** Spec: /pages/series/index (new releases, pull): the series, featured or newest first. */
export default function SeriesListPage(_: PageProps) {
  const { t, lang } = useCatalogueTexts();
  const [sort, setSort] = useState<CatalogueSort>(SORT.RECOMMENDED);
  const list = useSeriesList(sort, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <div className="cat-list-page" data-testid="series-list">
        <SortBar value={sort} onChange={setSort} sorts={NAME_SORTS} className="cat-sort" />
        <InfiniteList
          items={list.items}
          keyOf={(s) => s.id}
          renderItem={(s) => <SeriesCard item={s} to={seriesPath(s.id)} />}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          listClassName="cat-stack"
          empty={<EmptyState title={t('series.empty')} />}
        />
      </div>
    </PullRefresh>
  );
}
