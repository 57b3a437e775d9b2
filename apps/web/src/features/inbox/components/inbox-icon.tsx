import type { InboxKind } from '@curio/contract/client';
import { INBOX_ICON } from '../rules';

/** An event's line icon (decorative: the title says what it is). */
export function InboxIcon({ kind }: { kind: InboxKind }) {
  return (
    <svg className="inbox-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={INBOX_ICON[kind]} />
    </svg>
  );
}

/** The bell. */
export function BellIcon() {
  return (
    <svg className="inbox-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4" />
    </svg>
  );
}
