import type { CatalogueSort } from '@curio/contract/client';
import { useState } from 'react';
import { SortBar } from '../../../features/catalogue/components/cards';
import { blindBoxPath } from '../../../features/catalogue/paths';
import { DROP_SORTS, SORT } from '../../../features/catalogue/sort';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useBlindBoxList } from '../../../features/catalogue/api/list-blind-boxes';
import { DropGrid } from '../../../features/catalogue/components/drop-grid';
import '../../../features/catalogue/catalogue.css';

/** Spec: /pages/blindbox/index: the listed blind boxes with a sort. */
export default function BlindBoxListPage(_: PageProps) {
  const { t, lang } = useCatalogueTexts();
  const [sort, setSort] = useState<CatalogueSort>(SORT.RECOMMENDED);
  const list = useBlindBoxList(sort, lang);
  return (
    <div className="cat-list-page" data-testid="blind-box-list">
      <SortBar value={sort} onChange={setSort} sorts={DROP_SORTS} className="cat-sort" />
      <DropGrid list={list} pathOf={blindBoxPath} emptyTitle={t('market.blindBoxesEmpty')} eagerCount={2} priorityCount={1} />
    </div>
  );
}
