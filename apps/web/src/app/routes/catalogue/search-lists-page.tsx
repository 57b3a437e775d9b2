import { CatalogueSort, type SearchType } from '@curio/contract/client';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { CreatorCard, DropCard, gridClass, SeriesCard } from '../../../features/catalogue/components/cards';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonList } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { blindBoxPath, CATALOGUE_PATHS, collectionPath, creatorPath, seriesPath } from '../../../features/catalogue/paths';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useSearch, useSearchGroup, type SearchItem, type SearchResult } from '../../../features/catalogue/api/search';
import { SearchBar } from '../../../features/catalogue/search/search-bar';
import '../../../features/catalogue/search/search.css';
import { QueryState } from '../../../components/query-state';
import { useListingList } from '../../../features/market/api/list-listings';
import { ListingGrid } from '../../../features/market/components/listing-grid';
import '../../../features/market/market.css';

/** The result tabs: the catalogue's groups, and the resale listings (the market's list with the keyword). */
type Tab = SearchType | 'listing';
const TABS: Tab[] = ['collection', 'listing', 'blindBox', 'series', 'creator'];
const GROUP = { collection: 'collections', series: 'series', creator: 'creators', blindBox: 'blindBoxes' } as const;
const LISTING_PAGE_SIZE = 10;

function Group<T extends SearchType>({
  keyword,
  type,
  first,
  lang,
}: {
  keyword: string;
  type: T;
  first: SearchResult;
  lang: string;
}) {
  const { t } = useTranslation();
  const list = useSearchGroup(keyword, type, lang, first[GROUP[type]] as never);
  const render = (item: SearchItem<SearchType>) => {
    if (type === 'collection') {
      const c = item as SearchItem<'collection'>;
      return <DropCard item={c} to={collectionPath(c.id)} />;
    }
    if (type === 'blindBox') {
      const b = item as SearchItem<'blindBox'>;
      return <DropCard item={b} to={blindBoxPath(b.id)} />;
    }
    if (type === 'series') {
      const s = item as SearchItem<'series'>;
      return <SeriesCard item={s} to={seriesPath(s.id)} />;
    }
    const c = item as SearchItem<'creator'>;
    return <CreatorCard item={c} to={creatorPath(c.id)} />;
  };
  return (
    <InfiniteList
      items={list.items as SearchItem<SearchType>[]}
      keyOf={(i) => i.id}
      renderItem={render}
      hasMore={list.hasMore}
      loadMore={list.loadMore}
      status={list.status}
      onRetry={list.retry}
      listClassName={type === 'collection' || type === 'blindBox' ? gridClass : 'srch-stack'}
      empty={<EmptyState title={t('search.empty', { keyword })} />}
    />
  );
}

/**
 * Spec: /pages/home/globalSreach/lists?keyword=: what matches, as collections, resale listings on sale
 * (the market's list with the keyword, decision 069), blind boxes, series and creators; each opens its page.
 */
export default function SearchListsPage({ query }: PageProps) {
  const { t, lang } = useCatalogueTexts();
  const keyword = (query.keyword ?? '').trim();
  const result = useSearch(keyword, lang);
  const listings = useListingList(
    { sortType: CatalogueSort.RECOMMENDED, keyword, pageSize: LISTING_PAGE_SIZE },
    lang,
    keyword !== '',
  );
  const [chosen, setChosen] = useState<Tab | null>(null);
  const found = (k: Tab) => (k === 'listing' ? listings.items.length : (result.data?.[GROUP[k]].items.length ?? 0)) > 0;
  // Without a choice, the first group that found something, once both answers are in (no tab jumps later).
  const settled = !result.isPending && !(keyword !== '' && listings.isPending);
  const type: Tab = chosen ?? (settled ? (TABS.find(found) ?? 'collection') : 'collection');

  return (
    <div className="srch" data-testid="search-lists">
      <SearchBar>
        <Link
          to={`${CATALOGUE_PATHS.search}?keyword=${encodeURIComponent(keyword)}`}
          replace
          className="srch-field__input srch-field__link"
          data-testid="search-keyword"
        >
          {keyword}
        </Link>
      </SearchBar>
      <Tabs
        label={t('search.tabs.label')}
        hug
        scroll
        className="srch-tabs"
        items={TABS.map((k) => ({ key: k, label: t(`search.tabs.${k}`) }))}
        value={type}
        onChange={setChosen}
        tabTestId={(k) => `search-tab-${k}`}
      />
      <div className="srch-results">
        {!settled && chosen === null ? (
          <SkeletonList variant="grid" count={4} />
        ) : type === 'listing' ? (
          // The market's cards bring their texts (features/market).
          <Suspense fallback={<SkeletonList variant="grid" count={4} />}>
            <div data-testid="search-listings">
              <ListingGrid list={listings} empty={{ title: t('search.empty', { keyword }) }} />
            </div>
          </Suspense>
        ) : (
          <QueryState
            queries={[result]}
            skeleton={<SkeletonList variant={type === 'collection' || type === 'blindBox' ? 'grid' : 'rows'} count={4} />}
          >
            {(first) => <Group key={type} keyword={keyword} type={type} first={first} lang={lang} />}
          </QueryState>
        )}
      </div>
    </div>
  );
}
