import '../invite.css';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useInviteRanking } from '../api/get-invite-ranking';
import { useInviteTexts } from '../texts';
import { QueryState } from '../../../components/query-state';

/** /pages/account/invite/ranking: the top 50 inviters by verified invitees, and my rank. */
export function InviteRanking() {
  const { t } = useInviteTexts();
  const r = useInviteRanking();
  return (
    <main className="inv-page" data-testid="invite-ranking-page">
      <section className="inv-card inv-mine" data-testid="invite-my-rank">
        <h2 className="inv-card__title">{t('invite.ranking.mine')}</h2>
        {r.data ? (
          <p className="inv-mine__value">
            <span className="inv-mine__rank" data-testid="invite-my-rank-value">
              {r.data.mine.rank === null ? t('invite.ranking.unranked') : `#${r.data.mine.rank}`}
            </span>
            <span className="inv-row__meta">{t('invite.ranking.count', { count: r.data.mine.verifiedCount })}</span>
          </p>
        ) : (
          <SkeletonBlock height={28} />
        )}
      </section>
      <h2 className="inv-section-title">{t('invite.ranking.label')}</h2>
      <QueryState
        queries={[r]}
        skeleton={
          <div className="inv-rows">
            {[0, 1, 2].map((i) => (
              <SkeletonBlock key={i} height={56} radius={12} />
            ))}
          </div>
        }
      >
        {(ranking) =>
          ranking.items.length === 0 ? (
            <EmptyState title={t('invite.ranking.empty.title')} description={t('invite.ranking.empty.text')} />
          ) : (
            <ol className="inv-rows" data-testid="invite-ranking">
              {ranking.items.map((e) => (
                <li key={e.rank} className="inv-row" data-testid="invite-rank-row">
                  <span className={`inv-rank${e.rank <= 3 ? ' inv-rank--top' : ''}`} aria-label={`#${e.rank}`}>
                    {e.rank}
                  </span>
                  <span className="inv-row__body">
                    <span className="inv-row__name">{e.nickname}</span>
                    <span className="inv-row__meta">{e.phoneMasked}</span>
                  </span>
                  <span className="inv-row__count">{t('invite.ranking.count', { count: e.verifiedCount })}</span>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </main>
  );
}
