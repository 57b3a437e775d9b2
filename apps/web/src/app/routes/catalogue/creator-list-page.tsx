import type { CatalogueSort } from '@curio/contract/client';
import { useState } from 'react';
import { CreatorCard, SortBar } from '../../../features/catalogue/components/cards';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { creatorPath } from '../../../features/catalogue/paths';
import { NAME_SORTS, SORT } from '../../../features/catalogue/sort';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useCreatorList } from '../../../features/catalogue/api/list-creators';
import '../../../features/catalogue/creator/creator.css';

/** Spec: /creativePages/index/lists: the creators with a space, featured or newest first. */
export default function CreatorListPage(_: PageProps) {
  const { t, lang } = useCatalogueTexts();
  const [sort, setSort] = useState<CatalogueSort>(SORT.RECOMMENDED);
  const list = useCreatorList(sort, lang);
  return (
    <div className="crt-list" data-testid="creator-list">
      <SortBar value={sort} onChange={setSort} sorts={NAME_SORTS} className="crt-sort" />
      <InfiniteList
        items={list.items}
        keyOf={(c) => c.id}
        renderItem={(c) => <CreatorCard item={c} to={creatorPath(c.id)} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        listClassName="crt-stack"
        empty={<EmptyState title={t('creator.listEmpty')} />}
      />
    </div>
  );
}
