import type { InfiniteData } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { DropCard, gridClass } from '../../../features/catalogue/components/cards';
import { NotFound } from '../../../features/catalogue/components/not-found';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonList } from '../../../components/ui/skeleton';
import { collectionListQueryOptions, type CollectionCard } from '../../../features/catalogue/api/list-collections';
import type { CursorPage } from '../../../lib/query/cursor-list';
import { useCursorList } from '../../../lib/query/cursor-list';
import { collectionPath, idParam } from '../../../features/catalogue/paths';
import { SORT } from '../../../features/catalogue/sort';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useSeries, type SeriesDetail } from '../../../features/catalogue/api/get-series';
import { CreatorRow } from '../../../features/catalogue/components/creator-row';
import { DetailSkeleton } from '../../../features/catalogue/components/detail-skeleton';
import '../../../features/catalogue/catalogue.css';
import { DetailPage } from '../../../components/query-state';

/** The series' collections: the first page came with the series, the next ones from listCollections. */
function SeriesCollections({ series, lang }: { series: SeriesDetail; lang: string }) {
  const list = useCursorList({
    ...collectionListQueryOptions({ sortType: SORT.RECOMMENDED, seriesId: series.id }, lang),
    initialData: { pages: [series.collections], pageParams: [null] } satisfies InfiniteData<
      CursorPage<CollectionCard>,
      string | null
    >,
  });
  return (
    <InfiniteList
      items={list.items}
      keyOf={(c) => c.id}
      renderItem={(c) => <DropCard item={c} to={collectionPath(c.id)} />}
      hasMore={list.hasMore}
      loadMore={list.loadMore}
      status={list.status}
      onRetry={list.retry}
      listClassName={gridClass}
      skeleton={<SkeletonList variant="grid" count={4} />}
    />
  );
}

function Series({ series, lang }: { series: SeriesDetail; lang: string }) {
  const { t } = useTranslation();
  return (
    <div className="cat-detail cat-detail--plain" data-testid="series-detail">
      <div className="cat-series-cover">
        <img src={series.coverUrl} alt={series.name} width={780} height={439} />
      </div>
      <section className="cat-card cat-head">
        <h2 className="cat-title" data-testid="series-name">
          {series.name}
        </h2>
        <div className="cat-stats">
          <span>{t('series.works', { count: series.collectionCount })}</span>
        </div>
        {series.description ? <p className="cat-text">{series.description}</p> : null}
      </section>
      <section className="cat-card cat-links">
        <CreatorRow creator={series.creator} label={t('detail.creator')} />
      </section>
      <section className="cat-section">
        <h3 className="cat-h3">{t('series.collections')}</h3>
        <SeriesCollections series={series} lang={lang} />
      </section>
    </div>
  );
}

/** Spec: /pages/detail/series?id= (pull; login required): a series and its collections. */
export default function SeriesPage({ query }: PageProps) {
  const { lang } = useCatalogueTexts();
  const id = idParam(query.id);
  const q = useSeries(id, lang);
  return (
    <DetailPage query={q} missing={id === null} notFound={<NotFound />} skeleton={<DetailSkeleton />}>
      {(series) => <Series series={series} lang={lang} />}
    </DetailPage>
  );
}
