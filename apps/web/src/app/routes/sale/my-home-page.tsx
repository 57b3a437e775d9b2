import { HOLDING_FILTERS, type HoldingFilter } from '@curio/contract/client';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { MARKET_PATHS } from '../../../features/market/paths';
import { CATALOGUE_PATHS } from '../../../features/catalogue/paths';
import { useSession } from '../../../lib/session';
import { MINTING_POLL_MS } from '../../../features/sale/rules';
import { SALE_PATHS, myCollectiblePath, myCollectionItemsPath } from '../../../features/sale/paths';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { Reveal, type RevealState } from '../../../features/sale/components/reveal';
import { useOpenBoxMutation } from '../../../features/sale/api/open-box';
import { useMyBoxes, type HeldBox } from '../../../features/sale/api/list-my-boxes';
import {
  holdingScopeOf,
  MY_HOME_FIRST_ROW,
  useMyCollections,
  useMySeries,
  type CollectionGroup,
} from '../../../features/sale/api/list-my-collectibles';
import { useInterval } from '../../../lib/use-interval';
import '../../../features/sale/sale.css';
import { sizedImage } from '../../../lib/image';

/** The shaking box stays at least this long, so that the reveal reads as one moment. */
const OPENING_MIN_MS = 1100;

function Avatar({ src }: { src: string | undefined }) {
  return (
    <span className="sale-home__avatar">
      {src ? (
        <img {...sizedImage(src, '64px')} alt="" />
      ) : (
        <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
          <circle cx="12" cy="8.5" r="4" fill="currentColor" />
          <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}

function GroupCard({ group, filter, first }: { group: CollectionGroup; filter: HoldingFilter | null; first: boolean }) {
  const { t } = useSaleTexts();
  return (
    <Link
      to={myCollectionItemsPath(group.collection.id, filter)}
      className="sale-tile"
      data-testid="home-collection"
      data-collection-id={group.collection.id}
      data-minting={group.minting}
    >
      <span className="sale-tile__cover">
        {/* The first row's covers are the page's largest images: fetched first, the rest when scrolled to. */}
        <img
          {...sizedImage(group.collection.coverUrl, '(min-width: 750px) 360px, 50vw')}
          alt=""
          {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
        {group.minting > 0 ? (
          <span className="sale-tile__badge" data-testid="home-collection-minting">
            <span className="sale-hold__pulse" aria-hidden="true" />
            {group.minting === group.count ? t('sale.home.minting') : t('sale.home.mintingCount', { count: group.minting })}
          </span>
        ) : null}
        <span className="sale-tile__count" data-testid="home-collection-count">
          {t('sale.home.count', { count: group.count })}
        </span>
      </span>
      <span className="sale-tile__name">{group.collection.name}</span>
    </Link>
  );
}

function BoxCard({ box, onOpen, busy }: { box: HeldBox; onOpen: (box: HeldBox) => void; busy: boolean }) {
  const { t } = useSaleTexts();
  return (
    <div className="sale-box" data-testid="home-box" data-box-id={box.boxId}>
      <span className="sale-box__cover">
        <img {...sizedImage(box.blindBox.coverUrl, '130px')} alt="" loading="lazy" />
        <span className="sale-box__shine" aria-hidden="true" />
      </span>
      <span className="sale-box__name">{box.blindBox.name}</span>
      <button
        type="button"
        className="sale-button sale-button--small sale-box__open"
        disabled={busy}
        onClick={() => onOpen(box)}
        data-testid="home-box-open"
      >
        {t('sale.home.open')}
      </button>
    </div>
  );
}

/** The grid while its first page loads. */
const gridSkeleton = (
  <div className="sale-grid">
    {[0, 1, 2, 3].map((i) => (
      <SkeletonBlock key={i} height={200} radius={14} />
    ))}
  </div>
);

type FilterTab = HoldingFilter | 'all';
const FILTER_TABS: FilterTab[] = ['all', ...HOLDING_FILTERS];

/**
 * My home's filters (decision 069), asked of the server: the items' state (on consignment, pledged by a
 * synthesis, frozen by a gift pending on chain) and the series of what I hold. `?filter=` and `?seriesId=`
 * keep them in the address.
 */
function HoldingFilters({
  filter,
  seriesId,
  onChange,
}: {
  filter: HoldingFilter | null;
  seriesId: number | null;
  onChange: (filter: HoldingFilter | null, seriesId: number | null) => void;
}) {
  const { t, lang } = useSaleTexts();
  const series = useMySeries(lang);
  const chips = series.data?.series ?? [];
  return (
    <div className="sale-home__filters" data-testid="home-filters">
      <Tabs
        variant="chip"
        scroll
        label={t('sale.home.filter.label')}
        items={FILTER_TABS.map((key) => ({ key, label: t(`sale.home.filter.${key}`) }))}
        value={filter ?? 'all'}
        onChange={(next) => onChange(next === 'all' ? null : next, seriesId)}
        testId="home-filter"
        tabTestId={(key) => `home-filter-${key}`}
      />
      {chips.length > 0 ? (
        <Tabs
          variant="chip"
          small
          scroll
          label={t('sale.home.filter.series')}
          items={[
            { key: null, label: t('sale.home.filter.allSeries') },
            ...chips.map((c) => ({ key: c.id, label: `${c.name} · ${c.count}` })),
          ]}
          value={seriesId}
          onChange={(next) => onChange(filter, next)}
          testId="home-series"
          tabTestId={(key) => `home-series-${key ?? 'all'}`}
        />
      ) : null}
    </div>
  );
}

/**
 * Spec: /pages/account/home/index (my home, transparent navigation bar; login): who I am, my unopened
 * blind boxes with "open" and the reveal, and the collections I hold with how many of each and what is
 * still minting (looked at again until it is on chain), filtered by state or series (decision 069).
 */
export default function MyHomePage({ query }: PageProps) {
  const { t, lang } = useSaleTexts();
  const navigate = useNavigate();
  const openBox = useOpenBoxMutation();
  const user = useSession((s) => s.userInfo);
  // The address holds the filters: a link or the back button to other filters shows them.
  const scope = holdingScopeOf(query);
  const filtered = scope.filter !== null || scope.seriesId !== null;
  const groups = useMyCollections(lang, scope);
  const all = useMyCollections(lang);
  const choose = (filter: HoldingFilter | null, seriesId: number | null) => {
    const q = new URLSearchParams();
    if (filter) q.set('filter', filter);
    if (seriesId !== null) q.set('seriesId', String(seriesId));
    const search = q.toString();
    void navigate(search ? `${SALE_PATHS.myHome}?${search}` : SALE_PATHS.myHome, { replace: true });
  };
  const boxes = useMyBoxes(false, lang);
  const series = useMySeries(lang);
  const [reveal, setReveal] = useState<RevealState>(null);

  useEffect(() => {
    if (!user)
      void useSession
        .getState()
        .loadUser()
        .catch(() => undefined);
  }, []);

  const minting = all.items.some((g) => g.minting > 0);
  useInterval(
    () => void Promise.all([all.refresh(), filtered ? groups.refresh() : null]).catch(() => undefined),
    minting ? MINTING_POLL_MS : null,
  );

  const open = async (box: HeldBox) => {
    if (reveal) return;
    setReveal({ phase: 'opening', box });
    try {
      // The boxes and holdings it changes are looked at again by the mutation.
      const [opening] = await Promise.all([openBox.mutateAsync(box.boxId), new Promise((r) => setTimeout(r, OPENING_MIN_MS))]);
      setReveal({ phase: 'revealed', box, opening });
    } catch {
      // openBox's error message is shown by the request layer (spec §7); the box stays as it was.
      setReveal(null);
      void boxes.refresh().catch(() => undefined);
    }
  };

  // The hero counts everything I hold, whatever the filter.
  const loaded = !all.hasMore && all.status === 'success';
  const items = all.items.reduce((n, g) => n + g.count, 0);

  return (
    <main className="sale-home" data-testid="my-home">
      <section className="sale-home__hero">
        <span className="sale-home__orb sale-home__orb--a" aria-hidden="true" />
        <span className="sale-home__orb sale-home__orb--b" aria-hidden="true" />
        <div className="sale-home__who">
          <Avatar src={user?.avatar || undefined} />
          <div className="sale-home__names">
            <h1 className="sale-home__name" data-testid="home-name">
              {user ? user.nickname || t('sale.home.guest') : '\u00a0'}
            </h1>
            {user ? <span className="sale-home__id">ID {user.id}</span> : null}
          </div>
        </div>
        <div className="sale-home__stats" data-testid="home-stats">
          <span>
            <b>{loaded ? all.items.length : '–'}</b>
            {t('sale.home.collections')}
          </span>
          <span>
            <b>{loaded ? items : '–'}</b>
            {t('sale.home.items')}
          </span>
          <span>
            <b>{boxes.status === 'success' ? `${boxes.items.length}${boxes.hasMore ? '+' : ''}` : '–'}</b>
            {t('sale.home.boxes')}
          </span>
        </div>
        <nav className="sale-home__links">
          <Link to={SALE_PATHS.orders} className="sale-pill" data-testid="home-orders">
            {t('sale.home.orders')}
          </Link>
          <Link to={SALE_PATHS.openedBoxes} className="sale-pill" data-testid="home-opened-boxes">
            {t('sale.home.openedBoxes')}
          </Link>
          <Link to={MARKET_PATHS.mine} className="sale-pill" data-testid="home-my-listings">
            {t('sale.home.myListings')}
          </Link>
        </nav>
      </section>

      {boxes.items.length > 0 ? (
        <section className="sale-home__section" data-testid="home-boxes">
          <h2 className="sale-home__h2">
            {t('sale.home.boxes')}
            <span className="sale-home__h2-count">{boxes.items.length}</span>
          </h2>
          <div className="sale-rail">
            {boxes.items.map((b) => (
              <BoxCard key={b.boxId} box={b} busy={reveal !== null} onOpen={(x) => void open(x)} />
            ))}
          </div>
        </section>
      ) : null}

      <section className="sale-home__section" data-testid="home-collections">
        <h2 className="sale-home__h2">{t('sale.home.myCollectibles')}</h2>
        <HoldingFilters filter={scope.filter} seriesId={scope.seriesId} onChange={choose} />
        {/* The series' chips come in above the grid: the grid waits for them, so that nothing moves it down. */}
        {series.isPending ? (
          gridSkeleton
        ) : (
          <InfiniteList
            key={`${scope.filter ?? 'all'}:${scope.seriesId ?? 'all'}`}
            listClassName="sale-grid"
            items={groups.items}
            keyOf={(g) => g.collection.id}
            renderItem={(g, index) => <GroupCard group={g} filter={scope.filter} first={index < MY_HOME_FIRST_ROW} />}
            hasMore={groups.hasMore}
            loadMore={groups.loadMore}
            status={groups.status}
            onRetry={groups.retry}
            skeleton={gridSkeleton}
            empty={
              filtered ? (
                <EmptyState
                  title={t(`sale.home.filter.empty.${scope.filter ?? 'series'}`)}
                  description={t(`sale.home.filter.hint.${scope.filter ?? 'series'}`)}
                  action={{ text: t('sale.home.filter.all'), onClick: () => choose(null, null) }}
                />
              ) : (
                <EmptyState
                  title={t('sale.home.empty')}
                  description={t('sale.home.emptyDesc')}
                  action={{ text: t('sale.home.goMarket'), onClick: () => void navigate(CATALOGUE_PATHS.market) }}
                />
              )
            }
          />
        )}
      </section>

      <Reveal
        state={reveal}
        onClose={() => setReveal(null)}
        onView={(id) => {
          setReveal(null);
          void navigate(myCollectiblePath(id));
        }}
      />
    </main>
  );
}
