import type { CatalogueSort } from '@curio/contract/client';
import { useState } from 'react';
import { DropCard, gridClass, SortBar } from '../../../features/catalogue/components/cards';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonList } from '../../../components/ui/skeleton';
import { blindBoxPath } from '../../../features/catalogue/paths';
import { DROP_SORTS, SORT } from '../../../features/catalogue/sort';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useBlindBoxList } from '../../../features/catalogue/api/list-blind-boxes';
import '../../../features/catalogue/catalogue.css';

/** Spec: /pages/blindbox/index: the listed blind boxes with a sort. */
export default function BlindBoxListPage(_: PageProps) {
  const { t, lang } = useCatalogueTexts();
  const [sort, setSort] = useState<CatalogueSort>(SORT.RECOMMENDED);
  const list = useBlindBoxList(sort, lang);
  return (
    <div className="cat-list-page" data-testid="blind-box-list">
      <SortBar value={sort} onChange={setSort} sorts={DROP_SORTS} className="cat-sort" />
      <InfiniteList
        items={list.items}
        keyOf={(b) => b.id}
        renderItem={(b, i) => <DropCard item={b} to={blindBoxPath(b.id)} eager={i < 2} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        listClassName={gridClass}
        skeleton={<SkeletonList variant="grid" count={4} />}
        empty={<EmptyState title={t('market.blindBoxesEmpty')} />}
      />
    </div>
  );
}
