import { SEARCH_KEYWORD_MAX, type CatalogueSort } from '@curio/contract/client';
import { Suspense, useState } from 'react';
import { SkeletonList } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';
import { SortBar } from '../../../features/catalogue/components/cards';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { useCollectionList } from '../../../features/catalogue/api/list-collections';
import { collectionPath } from '../../../features/catalogue/paths';
import { DROP_SORTS, SORT } from '../../../features/catalogue/sort';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useCategoryTree } from '../../../features/catalogue/api/category-tree';
import { boundsLabel, PriceFilter, type PriceBounds } from '../../../features/catalogue/market/price-filter';
import { DropGrid } from '../../../features/catalogue/components/drop-grid';
import { MARKET_PAGE_SIZE, marketDropFilters } from '../../../features/catalogue/market/market-query';
import '../../../features/catalogue/market/market.css';
import { useListingList } from '../../../features/market/api/list-listings';
import { ListingGrid } from '../../../features/market/components/listing-grid';
import { LISTING_SORT_CODES } from '../../../features/market/rules';
import '../../../features/market/market.css';
import { SearchField } from '../../../features/catalogue/search/search-bar';
import '../../../features/catalogue/search/search.css';

type Tab = 'b2c' | 'c2c';

function Chips({
  items,
  chosen,
  onChoose,
  allLabel,
  label,
  testId,
  small = false,
}: {
  items: { id: number; name: string }[];
  chosen: number | null;
  onChoose: (id: number | null) => void;
  allLabel: string;
  label: string;
  testId: string;
  small?: boolean;
}) {
  return (
    <Tabs
      variant="chip"
      scroll
      small={small}
      className="mkt-chips"
      label={label}
      items={[{ key: null, label: allLabel }, ...items.map((c) => ({ key: c.id, label: c.name }))]}
      value={chosen}
      onChange={onChoose}
      testId={testId}
    />
  );
}

/** The market's filters, one set per tab: the category (top, then sub), the sort, the price range (fen). */
function useMarketFilters() {
  const { i18n } = useTranslation();
  const tree = useCategoryTree(i18n.language);
  const [top, setTop] = useState<number | null>(null);
  const [sub, setSub] = useState<number | null>(null);
  const [sort, setSort] = useState<CatalogueSort>(SORT.RECOMMENDED);
  const [price, setPrice] = useState<PriceBounds>({});
  const topNode = tree.data?.find((c) => c.id === top) ?? null;
  return {
    tree,
    topNode,
    sub,
    sort,
    price,
    /** The category the list asks for: the sub-category, else the top one (its sub-categories included). */
    categoryId: sub ?? topNode?.id ?? null,
    chooseTop: (id: number | null) => {
      setTop(id);
      setSub(null);
    },
    setSub,
    setSort,
    setPrice,
  };
}
type MarketFilterState = ReturnType<typeof useMarketFilters>;

/** The filter bar both tabs show: category chips (and the chosen one's sub-categories), sort bar, price range. */
function MarketFilters({ f, sorts }: { f: MarketFilterState; sorts: readonly CatalogueSort[] }) {
  const { t, i18n } = useTranslation();
  const [filterOpen, setFilterOpen] = useState(false);
  const label = boundsLabel(f.price, i18n.language);
  return (
    <div className="mkt-filters">
      <Chips
        items={f.tree.data ?? []}
        chosen={f.topNode?.id ?? null}
        onChoose={f.chooseTop}
        allLabel={t('market.all')}
        label={t('market.categories')}
        testId="market-categories"
      />
      {f.topNode && f.topNode.children.length > 0 ? (
        <Chips
          items={f.topNode.children}
          chosen={f.sub}
          onChoose={f.setSub}
          allLabel={t('market.all')}
          label={t('market.subcategories')}
          testId="market-subcategories"
          small
        />
      ) : null}
      <div className="mkt-toolbar">
        <SortBar value={f.sort} onChange={f.setSort} sorts={sorts} className="mkt-sort" />
        <button
          type="button"
          className={`mkt-filter${label ? ' mkt-filter--on' : ''}`}
          aria-expanded={filterOpen}
          data-testid="price-toggle"
          onClick={() => setFilterOpen((o) => !o)}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
            <path d="M3 5h18l-7 8v6l-4-2v-4z" strokeLinejoin="round" />
          </svg>
          {t('market.filter')}
        </button>
      </div>
      {label && !filterOpen ? (
        <p className="mkt-applied" data-testid="price-applied">
          {t('market.priceRange')} {label}
        </p>
      ) : null}
      {filterOpen ? (
        <PriceFilter
          value={f.price}
          onApply={(b) => {
            f.setPrice(b);
            setFilterOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** The B2C tab: drops by category, price range and sort, with infinite scroll. */
function Drops() {
  const { t, i18n } = useTranslation();
  const f = useMarketFilters();
  // The same filters as the route loader's first page (market-query.ts), so the first screen finds it.
  const list = useCollectionList(marketDropFilters(f.sort, f.categoryId, f.price), i18n.language);
  return (
    <PullRefresh onRefresh={() => Promise.all([list.refresh(), f.tree.refetch()])}>
      <MarketFilters f={f} sorts={DROP_SORTS} />
      {/* The first row is on the first screen; its first cover is the page's largest paint. */}
      <DropGrid
        className="mkt-list"
        list={list}
        pathOf={collectionPath}
        emptyTitle={t('market.empty')}
        eagerCount={2}
        priorityCount={1}
      />
    </PullRefresh>
  );
}

/** The resale tab's keyword (decision 069): typed in the app's search field, applied on submit, cleared by its button. */
function KeywordField({ value, onApply }: { value: string; onApply: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className="mkt-search"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(text.trim().slice(0, SEARCH_KEYWORD_MAX));
      }}
    >
      <SearchField>
        <input
          className="srch-field__input"
          type="search"
          enterKeyHint="search"
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={t('market.searchPlaceholder')}
          aria-label={t('market.searchPlaceholder')}
          value={text}
          data-testid="market-search-input"
          onChange={(e) => {
            setText(e.target.value);
            // Emptied: the whole market again.
            if (e.target.value.trim() === '' && value !== '') onApply('');
          }}
        />
        {text !== '' ? (
          <button
            type="button"
            className="mkt-search__clear"
            aria-label={t('market.searchClear')}
            data-testid="market-search-clear"
            onClick={() => {
              setText('');
              onApply('');
            }}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.35" />
              <path d="m8.5 8.5 7 7m0-7-7 7" stroke="var(--curio-card)" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </SearchField>
    </form>
  );
}

/**
 * The C2C tab: resale listings (features/market) under the same filters and sorts (price up/down, newest,
 * recommended), and a keyword matching the collection's or the creator's name (server-side, decision 069).
 */
function Resale() {
  const { t, i18n } = useTranslation();
  const f = useMarketFilters();
  const [keyword, setKeyword] = useState('');
  const list = useListingList(
    {
      sortType: f.sort,
      categoryId: f.categoryId,
      priceMin: f.price.min,
      priceMax: f.price.max,
      keyword,
      pageSize: MARKET_PAGE_SIZE,
    },
    i18n.language,
  );
  return (
    <PullRefresh onRefresh={() => Promise.all([list.refresh(), f.tree.refetch()])}>
      <KeywordField value={keyword} onApply={setKeyword} />
      <MarketFilters f={f} sorts={LISTING_SORT_CODES} />
      <div data-testid="market-c2c">
        <ListingGrid
          className="mkt-list"
          list={list}
          {...(keyword ? { empty: { title: t('market.searchEmpty', { keyword }) } } : {})}
        />
      </div>
    </PullRefresh>
  );
}

/**
 * Spec: /pages/market/index (pull; the tab bar's link-type-2 entry). The B2C tab lists the drops, the
 * C2C tab the resale listings (features/market, issue 16), both under the same category, sort and
 * price-range filters, with infinite scroll and pull to refresh. `?tab=c2c` opens the resale tab.
 */
export default function MarketPage({ query }: PageProps) {
  const { t } = useCatalogueTexts();
  const [tab, setTab] = useState<Tab>(query.tab === 'c2c' ? 'c2c' : 'b2c');
  return (
    <div className="mkt" data-testid="market">
      <header className="mkt-header">
        <h1 className="mkt-header__title">{t('market.title')}</h1>
        <Tabs
          variant="segment"
          hug
          className="mkt-tabs"
          label={t('market.kind')}
          items={(['b2c', 'c2c'] as const).map((k) => ({ key: k, label: t(`market.${k}`) }))}
          value={tab}
          onChange={setTab}
          tabTestId={(k) => `market-tab-${k}`}
        />
      </header>
      {tab === 'b2c' ? (
        <Drops />
      ) : (
        // The resale tab's texts load with it (features/market).
        <Suspense fallback={<SkeletonList variant="grid" count={4} />}>
          <Resale />
        </Suspense>
      )}
    </div>
  );
}
