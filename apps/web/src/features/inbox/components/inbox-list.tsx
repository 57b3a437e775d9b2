import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useInboxUnread } from '../api/get-inbox-unread-count';
import { useInboxList, type InboxEvent } from '../api/list-inbox';
import { useMarkInboxReadMutation } from '../api/mark-inbox-read';
import { inboxLink, type InboxLinks } from '../rules';
import { useInboxTexts } from '../texts';
import { InboxEventRow } from './inbox-event-row';
import '../inbox.css';

/**
 * My inbox: events newest first (infinite, pull to refresh), "mark all read". Tapping an event marks it
 * read and opens what it is about (`links`: the item page, the order; given by the route).
 */
export function InboxList({ links }: { links: InboxLinks }) {
  const { t } = useInboxTexts();
  const navigate = useNavigate();
  const list = useInboxList();
  const unreadQuery = useInboxUnread();
  const unread = unreadQuery.data?.unread ?? 0;
  const mark = useMarkInboxReadMutation();

  const open = (e: InboxEvent) => {
    if (e.readAt === null) mark.mutate({ id: e.id });
    const to = inboxLink(e, links);
    if (to) void navigate(to);
  };

  return (
    <main className="inbox" data-testid="inbox">
      <div className="inbox-head">
        <span className="inbox-head__count" data-testid="inbox-unread">
          {unread > 0 ? t('inbox.unreadCount', { count: unread }) : t('inbox.allRead')}
        </span>
        <button
          type="button"
          className="inbox-head__all"
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate({ all: true })}
          data-testid="inbox-mark-all"
        >
          {t('inbox.markAll')}
        </button>
      </div>
      <PullRefresh onRefresh={() => Promise.all([list.refresh(), unreadQuery.refetch()])}>
        <InfiniteList
          className="inbox-list"
          listClassName="inbox-stack"
          items={list.items}
          keyOf={(e) => e.id}
          renderItem={(e) => <InboxEventRow event={e} onOpen={open} />}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          empty={<EmptyState title={t('inbox.empty')} description={t('inbox.emptyDesc')} />}
          skeleton={
            <div className="inbox-stack">
              {[0, 1, 2, 3].map((i) => (
                <SkeletonBlock key={i} height={72} radius={14} />
              ))}
            </div>
          }
        />
      </PullRefresh>
    </main>
  );
}
