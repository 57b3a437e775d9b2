import '../invite.css';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useInviteesList, type InviteeEntry } from '../api/list-invitees';
import { useInviteTexts } from '../texts';

function Row({ e }: { e: InviteeEntry }) {
  const { t, lang } = useInviteTexts();
  return (
    <div className="inv-row" data-testid="invitee-row">
      <span className="inv-row__body">
        <span className="inv-row__name">{e.nickname}</span>
        <span className="inv-row__meta">
          {e.nickname === e.phoneMasked ? '' : `${e.phoneMasked} · `}
          {t('invite.detail.registeredAt', { date: formatDate(e.registeredAt, lang) })}
        </span>
      </span>
      <span className={`inv-chip inv-chip--${e.standing}`} data-testid="invitee-standing" data-standing={e.standing}>
        {t(`invite.standing.${e.standing}`)}
      </span>
    </div>
  );
}

/** /pages/account/invite/detail: the people I invited, newest first, paged; an empty state. */
export function InviteeList() {
  const { t } = useInviteTexts();
  const list = useInviteesList();
  return (
    <main className="inv-page" data-testid="invitee-page">
      <InfiniteList
        listClassName="inv-rows"
        items={list.items}
        keyOf={(e) => `${e.registeredAt}-${e.phoneMasked}-${e.nickname}`}
        renderItem={(e) => <Row e={e} />}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        skeleton={
          <div className="inv-rows">
            {[0, 1, 2, 3].map((i) => (
              <SkeletonBlock key={i} height={64} radius={12} />
            ))}
          </div>
        }
        empty={<EmptyState title={t('invite.detail.empty.title')} description={t('invite.detail.empty.text')} />}
      />
    </main>
  );
}
