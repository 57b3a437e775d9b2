import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useSynthesisRecords } from '../../../features/synthesis/api/list-syntheses';
import { RecordCard } from '../../../features/synthesis/components/record-card';
import { useSynthesisTexts } from '../../../features/synthesis/texts';
import { myCollectiblePath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';
import '../../../features/synthesis/synthesis.css';

/**
 * Spec: /pages/synthesis/hostlist (login): my synthesis records, newest first, with their status (in
 * progress, done, finished, cancelled) and, while a pledge runs, its live countdown; each links to what
 * I made.
 */
export default function RecordsPage(_: PageProps) {
  const { t, lang } = useSynthesisTexts();
  const list = useSynthesisRecords(lang);
  return (
    <main className="syn-page syn-page--records" data-testid="synthesis-records">
      <PullRefresh onRefresh={list.refresh}>
        <InfiniteList
          listClassName="syn-stack"
          items={list.items}
          keyOf={(r) => r.id}
          renderItem={(r) => (
            <RecordCard
              record={r}
              itemPath={myCollectiblePath}
              onPledgeEnd={() => setTimeout(() => void list.refresh().catch(() => undefined), 1500)}
            />
          )}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          empty={<EmptyState title={t('synthesis.record.empty')} />}
          skeleton={
            <div className="syn-stack">
              {[0, 1, 2].map((i) => (
                <SkeletonBlock key={i} height={150} radius={14} />
              ))}
            </div>
          }
        />
      </PullRefresh>
    </main>
  );
}
