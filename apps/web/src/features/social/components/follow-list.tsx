import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useFollowList, type FollowListKind, type FollowRow } from '../api/list-follows';
import { personalPath } from '../paths';
import { displayName } from '../rules';
import { useSocialTexts } from '../texts';
import { SocialAvatar } from './avatar';
import { FollowButton } from './follow-button';

function Row({ row }: { row: FollowRow }) {
  const { t } = useSocialTexts();
  const name = displayName(row.user, t);
  return (
    <div className="social-row" data-testid="follow-row" data-user-id={row.user.id}>
      <Link to={personalPath(row.user.id)} className="social-row__who" data-testid="follow-row-link">
        <SocialAvatar src={row.user.avatar} size={46} />
        <span className="social-row__names">
          <span className="social-row__name">{name}</span>
          <span className="social-row__id">{t('social.page.id', { id: row.user.id })}</span>
        </span>
      </Link>
      {row.me ? (
        <span className="social-chip">{t('social.lists.you')}</span>
      ) : (
        <FollowButton
          userId={row.user.id}
          name={name}
          followed={row.followed}
          followsMe={row.followsMe}
          size="small"
          testId="follow-row-button"
        />
      )}
    </div>
  );
}

/** A user's fans or whom they follow (no id: mine), infinite, each row linking to that user's page. */
export function FollowList({ kind, userId }: { kind: FollowListKind; userId: number | null }) {
  const { t } = useSocialTexts();
  const list = useFollowList(kind, userId);
  return (
    <main className="social-list-page" data-testid={`follow-list-${kind}`}>
      <InfiniteList
        listClassName="social-rows"
        items={list.items}
        keyOf={(r) => r.user.id}
        renderItem={(r) => <Row row={r} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        skeleton={
          <div className="social-rows">
            {[0, 1, 2, 3, 4].map((i) => (
              <SkeletonBlock key={i} height={62} radius={12} />
            ))}
          </div>
        }
        empty={<EmptyState title={t(kind === 'fans' ? 'social.lists.fansEmpty' : 'social.lists.concernEmpty')} />}
      />
    </main>
  );
}
