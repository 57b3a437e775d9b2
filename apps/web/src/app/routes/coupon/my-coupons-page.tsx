import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useMyCoupons } from '../../../features/coupon/api/list-my-coupons';
import { CouponCard } from '../../../features/coupon/components/coupon-card';
import { COUPON_PATHS, COUPON_TABS, couponTabParam, couponsPath, type CouponTab } from '../../../features/coupon/paths';
import { useCouponTexts } from '../../../features/coupon/texts';
import { orderPath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';
import '../../../features/coupon/coupon.css';

function CouponList({ tab }: { tab: CouponTab }) {
  const { t, lang } = useCouponTexts();
  const list = useMyCoupons(tab, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <InfiniteList
        className="cp-page"
        listClassName="cp-stack"
        items={list.items}
        keyOf={(c) => c.id}
        renderItem={(c) => <CouponCard coupon={c} orderPath={orderPath} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        empty={
          <EmptyState title={t(`coupon.empty.${tab}`)} description={tab === 'usable' ? t('coupon.empty.hint') : undefined}>
            {tab === 'usable' ? (
              <div className="cp-empty-actions">
                <Link className="cp-button cp-button--small" to={COUPON_PATHS.campaigns} data-testid="coupons-to-campaigns">
                  {t('coupon.empty.toCampaigns')}
                </Link>
                <Link className="cp-button cp-button--ghost cp-button--small" to={COUPON_PATHS.exchange}>
                  {t('coupon.empty.toExchange')}
                </Link>
              </div>
            ) : null}
          </EmptyState>
        }
        skeleton={
          <div className="cp-stack">
            {[0, 1, 2].map((i) => (
              <SkeletonBlock key={i} height={128} radius={12} />
            ))}
          </div>
        }
      />
    </PullRefresh>
  );
}

/**
 * Spec (issue 19): /pages/coupons/index (pull; login): my coupons — usable (soonest end first; one not
 * started yet says from when), used (with the order it went to), expired.
 */
export default function MyCouponsPage({ query }: PageProps) {
  const { t } = useCouponTexts();
  const navigate = useNavigate();
  const [tab, setTab] = useState<CouponTab>(() => couponTabParam(query.tab));
  const change = (next: CouponTab) => {
    setTab(next);
    void navigate(couponsPath(next), { replace: true });
  };
  return (
    <main data-testid="coupons" data-tab={tab}>
      <Tabs
        label={t('coupon.tabs.label')}
        variant="underline"
        className="cp-tabs"
        items={COUPON_TABS.map((key) => ({ key, label: t(`coupon.tabs.${key}`) }))}
        value={tab}
        onChange={change}
        testId="coupon-tabs"
        tabTestId={(key) => `coupon-tab-${key}`}
      />
      <CouponList key={tab} tab={tab} />
    </main>
  );
}
