import type { CatalogueSort } from '@curio/contract/client';
import { useState } from 'react';
import { SortBar } from '../../../features/catalogue/components/cards';
import { NotFound } from '../../../features/catalogue/components/not-found';
import { useCollectionList } from '../../../features/catalogue/api/list-collections';
import { collectionPath, idParam } from '../../../features/catalogue/paths';
import { DROP_SORTS, SORT } from '../../../features/catalogue/sort';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useCreatorSpace } from '../../../features/catalogue/api/get-creator-space';
import { CreatorHero } from '../../../features/catalogue/creator/creator-hero';
import { DropGrid } from '../../../features/catalogue/components/drop-grid';
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
        <DropGrid list={list} pathOf={collectionPath} emptyTitle={t('creator.empty')} />
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
