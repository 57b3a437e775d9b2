import { badgeText } from '../rules';

/**
 * The number of unread claims on the mine page's "Claims" entry; nothing at 0. Needs no text chunk,
 * so the mine page never waits for the transfer texts to show it.
 */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className="tr-badge" data-testid={testId} data-count={count}>
      {badgeText(count)}
    </span>
  );
}
