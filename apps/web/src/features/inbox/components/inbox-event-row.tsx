import { formatDateTime } from '../../../lib/format';
import type { InboxEvent } from '../api/list-inbox';
import { inboxTextValues } from '../rules';
import { useInboxTexts } from '../texts';
import { InboxIcon } from './inbox-icon';

/** One event: icon, title, text with its values, time, and an unread mark. Tapping it opens it. */
export function InboxEventRow({ event, onOpen }: { event: InboxEvent; onOpen: (e: InboxEvent) => void }) {
  const { t, lang } = useInboxTexts();
  const unread = event.readAt === null;
  const values = inboxTextValues(event, t, lang);
  // A refunded order that took no money (a free reward, decision 066) says it was cancelled, not "¥0.00 back".
  const text = event.kind === 'order_refunded' && event.params.amount === 0 ? 'textFree' : 'text';
  return (
    <button
      type="button"
      className={`inbox-row${unread ? ' inbox-row--unread' : ''}`}
      onClick={() => onOpen(event)}
      data-testid="inbox-event"
      data-kind={event.kind}
      data-unread={unread ? 'true' : 'false'}
    >
      <span className={`inbox-row__icon inbox-row__icon--${event.kind}`}>
        <InboxIcon kind={event.kind} />
      </span>
      <span className="inbox-row__body">
        <span className="inbox-row__top">
          <b className="inbox-row__title">{t(`inbox.kinds.${event.kind}.title`)}</b>
          {unread ? (
            <span className="inbox-row__dot" data-testid="inbox-unread-dot">
              <span className="inbox-sr">{t('inbox.unread')}</span>
            </span>
          ) : null}
          <time className="inbox-row__time" dateTime={new Date(event.createdAt).toISOString()}>
            {formatDateTime(event.createdAt, lang)}
          </time>
        </span>
        <span className="inbox-row__text">{t(`inbox.kinds.${event.kind}.${text}`, values)}</span>
      </span>
    </button>
  );
}
