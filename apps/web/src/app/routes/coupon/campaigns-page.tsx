import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { useCouponActivities } from '../../../features/coupon/api/list-coupon-activities';
import { CampaignCard } from '../../../features/coupon/components/campaign-card';
import { COUPON_PATHS } from '../../../features/coupon/paths';
import { useCouponTexts } from '../../../features/coupon/texts';
import { loginUrl } from '../../../features/identity/paths';
import type { PageProps } from '../../page';
import '../../../features/coupon/coupon.css';

/**
 * Spec (issue 19): /pages/activity/index/couponIndex (pull): the coupon campaigns — what each coupon
 * gives, how many are left, what I claimed of my limit — and claiming one. A visitor sees them and is
 * sent to log in (and back here) to claim.
 */
export default function CouponCampaignsPage(_props: PageProps) {
  const { t, lang } = useCouponTexts();
  const signedIn = useSession((s) => Boolean(s.token));
  const list = useCouponActivities(lang, signedIn);
  return (
    <main data-testid="coupon-campaigns">
      <PullRefresh onRefresh={list.refresh}>
        <InfiniteList
          className="cp-page"
          listClassName="cp-stack"
          items={list.items}
          keyOf={(a) => a.id}
          renderItem={(a) => <CampaignCard activity={a} loginTo={loginUrl(COUPON_PATHS.campaigns)} />}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          empty={<EmptyState title={t('coupon.campaigns.empty')} />}
          skeleton={
            <div className="cp-stack">
              {[0, 1, 2].map((i) => (
                <SkeletonBlock key={i} height={128} radius={12} />
              ))}
            </div>
          }
        />
      </PullRefresh>
    </main>
  );
}
