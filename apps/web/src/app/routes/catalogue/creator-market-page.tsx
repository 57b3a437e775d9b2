import type { CatalogueSort } from '@curio/contract/client';
import { useState } from 'react';
import { DropCard, gridClass, SortBar } from '../../../features/catalogue/components/cards';
import { NotFound } from '../../../features/catalogue/components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useCollectionList } from '../../../features/catalogue/api/list-collections';
import { collectionPath, idParam } from '../../../features/catalogue/paths';
import { DROP_SORTS, SORT } from '../../../features/catalogue/sort';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useCreatorSpace } from '../../../features/catalogue/api/get-creator-space';
import { CreatorHero } from '../../../features/catalogue/creator/creator-hero';
import '../../../features/catalogue/creator/creator.css';

function Works({ creatorId, lang }: { creatorId: number; lang: string }) {
  const { t } = useCatalogueTexts();
  const [sort, setSort] = useState<CatalogueSort>(SORT.RECOMMENDED);
  const space = useCreatorSpace(creatorId, lang);
  const list = useCollectionList({ sortType: sort, creatorId }, lang);
  return (
    <div className="crt crt--market" data-testid="creator-market">
      {space.data ? <CreatorHero creator={space.data.creator} compact /> : null}
      <div className="crt-list">
        <SortBar value={sort} onChange={setSort} sorts={DROP_SORTS} className="crt-sort" />
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
          empty={<EmptyState title={t('creator.empty')} />}
        />
      </div>
    </div>
  );
}

/** Spec: /creativePages/market/index?id=: every work of one creator, with a sort and infinite scroll. */
export default function CreatorMarketPage({ query }: PageProps) {
  const { lang } = useCatalogueTexts();
  const id = idParam(query.id);
  if (id === null) return <NotFound />;
  return <Works creatorId={id} lang={lang} />;
}
