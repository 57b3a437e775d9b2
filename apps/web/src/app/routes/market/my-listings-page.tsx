import { LISTING_STATUSES, type ListingStatus } from '@curio/contract/client';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useMyListings } from '../../../features/market/api/list-my-listings';
import { MyListingCard } from '../../../features/market/components/my-listing-card';
import { MARKET_PATHS, resaleTabPath } from '../../../features/market/paths';
import { useMarketTexts } from '../../../features/market/texts';
import type { PageProps } from '../../page';
import '../../../features/market/market.css';

type Tab = ListingStatus | 'all';
const TABS: Tab[] = ['all', ...LISTING_STATUSES];
const tabOf = (value: string | undefined): Tab => ((TABS as string[]).includes(value ?? '') ? (value as Tab) : 'all');

function MyListingList({ tab }: { tab: Tab }) {
  const { t, lang } = useMarketTexts();
  const navigate = useNavigate();
  const list = useMyListings(tab === 'all' ? null : tab, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <InfiniteList
        className="mk-mine__list"
        listClassName="mk-mine__stack"
        items={list.items}
        keyOf={(l) => l.id}
        renderItem={(l, i) => <MyListingCard listing={l} eager={i < 3} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        skeleton={
          <div className="mk-mine__stack">
            {[0, 1, 2].map((i) => (
              <SkeletonBlock key={i} height={132} radius={14} />
            ))}
          </div>
        }
        empty={
          <EmptyState
            title={t(tab === 'all' ? 'resale.mySales.empty' : 'resale.mySales.emptyTab')}
            description={t('resale.mySales.emptyHint')}
            action={{ text: t('resale.mySales.goMarket'), onClick: () => void navigate(resaleTabPath) }}
          />
        }
      />
    </PullRefresh>
  );
}

/**
 * My listings (beyond the spec's route table, decision 069; login): what I consigned, newest first, by
 * state — on sale, locked by a buyer's order, sold (price, fee, royalty, what I received, the buyer
 * masked), off the shelf (by me, or taken down by the platform with its reason). `?status=` keeps the tab.
 */
export default function MyListingsPage({ query }: PageProps) {
  const { t } = useMarketTexts();
  const navigate = useNavigate();
  // The address holds the tab: a link or the back button to another state shows it.
  const tab = tabOf(query.status);
  return (
    <main className="mk-mine" data-testid="my-listings">
      <Tabs
        label={t('resale.mySales.tabs')}
        className="mk-mine__tabs"
        scroll
        items={TABS.map((key) => ({ key, label: key === 'all' ? t('resale.mySales.all') : t(`resale.status.${key}`) }))}
        value={tab}
        onChange={(next) => {
          void navigate(next === 'all' ? MARKET_PATHS.mine : `${MARKET_PATHS.mine}?status=${next}`, { replace: true });
        }}
        testId="my-listings-tab"
        tabTestId={(key) => `my-listings-tab-${key}`}
      />
      <MyListingList key={tab} tab={tab} />
    </main>
  );
}
