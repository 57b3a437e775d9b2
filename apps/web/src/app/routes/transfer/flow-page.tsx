import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useCirculationList, type FlowDirection } from '../../../features/transfer/api/list-circulation';
import { CirculationCard } from '../../../features/transfer/components/circulation-card';
import { Tabs } from '../../../components/ui/tabs';
import { useTransferTexts } from '../../../features/transfer/texts';
import type { PageProps } from '../../page';
import '../../../features/transfer/transfer.css';

const DIRECTIONS = ['all', 'in', 'out'] as const satisfies readonly FlowDirection[];

function Records({ direction }: { direction: FlowDirection }) {
  const { t, lang } = useTransferTexts();
  const list = useCirculationList(direction, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <InfiniteList
        className="tr-list"
        listClassName="tr-stack"
        items={list.items}
        keyOf={(r) => r.id}
        renderItem={(r) => <CirculationCard record={r} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        empty={<EmptyState title={t('transfer.flow.empty')} />}
        skeleton={
          <div className="tr-list">
            {[0, 1, 2].map((i) => (
              <SkeletonBlock key={i} height={132} radius={14} />
            ))}
          </div>
        }
      />
    </PullRefresh>
  );
}

/** Spec: /pages/account/flow/flow (login): circulation records — every move in or out of my collectibles. */
export default function FlowPage(_: PageProps) {
  const { t } = useTransferTexts();
  const [direction, setDirection] = useState<FlowDirection>('all');
  return (
    <main data-testid="flow">
      <Tabs
        label={t('transfer.flow.tabs.label')}
        variant="underline"
        className="tr-tabs"
        items={DIRECTIONS.map((key) => ({ key, label: t(`transfer.flow.tabs.${key}`) }))}
        value={direction}
        onChange={setDirection}
        tabTestId={(key) => `flow-tab-${key}`}
      />
      <Records key={direction} direction={direction} />
    </main>
  );
}
