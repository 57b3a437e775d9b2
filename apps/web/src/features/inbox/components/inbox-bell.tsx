import { Suspense } from 'react';
import { Link } from 'react-router';
import { useInboxUnread } from '../api/get-inbox-unread-count';
import { useInboxTexts } from '../texts';
import { BellIcon } from './inbox-icon';
import '../inbox.css';

/** Most the badge shows; more reads "99+". */
const BADGE_MAX = 99;

function Bell({ to }: { to: string }) {
  const { t } = useInboxTexts();
  const unread = useInboxUnread().data?.unread ?? 0;
  return (
    <Link
      to={to}
      className="inbox-bell"
      aria-label={unread > 0 ? t('inbox.bellUnread', { count: unread }) : t('inbox.bell')}
      data-testid="inbox-bell"
      data-unread={unread}
    >
      <BellIcon />
      {unread > 0 ? (
        <span className="inbox-bell__badge" aria-hidden="true" data-testid="inbox-bell-count">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}

/** The inbox bell with my unread count (the mine page's header); `to` is the inbox page. */
export function InboxBell({ to }: { to: string }) {
  return (
    <Suspense fallback={<span className="inbox-bell" aria-hidden="true" />}>
      <Bell to={to} />
    </Suspense>
  );
}
