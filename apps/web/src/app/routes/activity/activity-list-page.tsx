import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/session';
import { useActivityList, type ActivityStatus } from '../../../features/activity/api/list-activities';
import { useCastRecords } from '../../../features/activity/api/list-cast-records';
import { ActivityCard } from '../../../features/activity/components/activity-card';
import { CastRecordCard } from '../../../features/activity/components/cast-record-card';
import { ACTIVITY_TABS, activityListPath, activityTabParam } from '../../../features/activity/paths';
import { useActivityTexts } from '../../../features/activity/texts';
import { loginUrl } from '../../../features/identity/paths';
import { myCollectiblePath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';
import '../../../features/activity/activity.css';

const skeleton = (
  <div className="act-stack">
    {[0, 1, 2].map((i) => (
      <SkeletonBlock key={i} height={120} radius={14} />
    ))}
  </div>
);

/**
 * Spec: /pages/activity/index/index (pull): the casting activities, open (soonest ending first), upcoming
 * and ended, each with its cover, result, hold or spend, window and stock left; a fourth tab lists my
 * casts (login).
 */
export default function ActivityListPage({ query }: PageProps) {
  const { t } = useActivityTexts();
  const navigate = useNavigate();
  const tab = activityTabParam(query.tab);
  return (
    <main className="act-page" data-testid="activities" data-tab={tab}>
      <Tabs
        variant="solid"
        hug
        scroll
        className="act-tabs"
        label={t('activity.tabs.label')}
        items={ACTIVITY_TABS.map((k) => ({ key: k, label: t(`activity.tabs.${k}`) }))}
        value={tab}
        onChange={(k) => void navigate(activityListPath(k), { replace: true })}
        tabTestId={(k) => `activity-tab-${k}`}
      />
      {tab === 'records' ? <Records /> : <Activities status={tab} key={tab} />}
    </main>
  );
}

function Activities({ status }: { status: ActivityStatus }) {
  const { t, lang } = useActivityTexts();
  const list = useActivityList(status, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <InfiniteList
        listClassName="act-stack"
        items={list.items}
        keyOf={(a) => a.id}
        renderItem={(a, i) => (
          <ActivityCard
            activity={a}
            eager={i === 0}
            onPhaseEnd={() => setTimeout(() => void list.refresh().catch(() => undefined), 1000)}
          />
        )}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        empty={<EmptyState title={t(`activity.empty.${status}`)} />}
        skeleton={skeleton}
      />
    </PullRefresh>
  );
}

function Records() {
  const { t, lang } = useActivityTexts();
  const signedIn = useSession((s) => Boolean(s.token));
  const list = useCastRecords(lang, signedIn);
  if (!signedIn) {
    return (
      <EmptyState title={t('activity.empty.records')}>
        <Link className="act-link" to={loginUrl(activityListPath('records'))}>
          {t('activity.signIn')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <PullRefresh onRefresh={list.refresh}>
      <InfiniteList
        listClassName="act-stack"
        items={list.items}
        keyOf={(r) => r.id}
        renderItem={(r) => <CastRecordCard record={r} itemPath={myCollectiblePath} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        empty={<EmptyState title={t('activity.empty.records')} />}
        skeleton={skeleton}
      />
    </PullRefresh>
  );
}
