import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { myCollectiblePath } from '../../../features/sale/paths';
import { useClaimList, type ClaimFilter } from '../../../features/transfer/api/get-send-detail-page';
import { ClaimCard } from '../../../features/transfer/components/claim-card';
import { Tabs } from '../../../components/ui/tabs';
import { useTransferTexts } from '../../../features/transfer/texts';
import type { PageProps } from '../../page';
import '../../../features/transfer/transfer.css';

const FILTERS = [
  { key: 0, name: 'all' },
  { key: 1, name: 'gifts' },
  { key: 2, name: 'airdrops' },
] as const satisfies readonly { key: ClaimFilter; name: string }[];

function Claims({ status }: { status: ClaimFilter }) {
  const { t, lang } = useTransferTexts();
  const list = useClaimList(status, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <InfiniteList
        className="tr-list"
        listClassName="tr-stack"
        items={list.items}
        keyOf={(c) => c.id}
        renderItem={(c) => <ClaimCard claim={c} itemPath={myCollectiblePath} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        empty={<EmptyState title={t('transfer.receive.empty')} />}
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

/**
 * Spec: /pages/account/flow/receive (login): claims — the gifts and airdrops sent to me, newest first.
 * Looking at them clears the unread badge (the server marks them read).
 */
export default function ReceivePage(_: PageProps) {
  const { t } = useTransferTexts();
  const [status, setStatus] = useState<ClaimFilter>(0);
  return (
    <main data-testid="receive">
      <Tabs
        label={t('transfer.receive.tabs.label')}
        variant="underline"
        className="tr-tabs"
        items={FILTERS.map((f) => ({ key: f.key, label: t(`transfer.receive.tabs.${f.name}`) }))}
        value={status}
        onChange={setStatus}
        tabTestId={(key) => `receive-tab-${key}`}
      />
      <Claims key={status} status={status} />
    </main>
  );
}
