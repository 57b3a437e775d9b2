import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { useAirdropList } from '../../../features/airdrop/api/list-airdrops';
import { AirdropCard } from '../../../features/airdrop/components/airdrop-card';
import { useAirdropTexts } from '../../../features/airdrop/texts';
import '../../../features/airdrop/airdrop.css';

/**
 * Spec: /pages/airdrop/index (pull): the airdrops offered to me — receivable first, then finished
 * (received, or every claim used), then expired — each with its cover, state and the window's countdown.
 * A visitor sees those for every user; opening one needs login (the detail's route).
 */
export default function AirdropListPage() {
  const { t, lang } = useAirdropTexts();
  const signedIn = useSession((s) => Boolean(s.token));
  const list = useAirdropList(lang, signedIn);
  return (
    <main className="airdrop-page" data-testid="airdrops">
      <PullRefresh onRefresh={list.refresh}>
        <InfiniteList
          listClassName="airdrop-stack"
          items={list.items}
          keyOf={(a) => a.id}
          renderItem={(a, i) => (
            <AirdropCard
              airdrop={a}
              eager={i === 0}
              onPhaseEnd={() => setTimeout(() => void list.refresh().catch(() => undefined), 1000)}
            />
          )}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          empty={<EmptyState title={t('airdrop.empty')} />}
          skeleton={
            <div className="airdrop-stack">
              {[0, 1, 2].map((i) => (
                <SkeletonBlock key={i} height={120} radius={14} />
              ))}
            </div>
          }
        />
      </PullRefresh>
    </main>
  );
}
