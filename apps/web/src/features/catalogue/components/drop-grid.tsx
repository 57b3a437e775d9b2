import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonList } from '../../../components/ui/skeleton';
import type { CursorList } from '../../../lib/query/cursor-list';
import { DropCard, gridClass, type DropCardItem } from './cards';

/**
 * A grid of drops (collections or blind boxes) with infinite scroll, a skeleton while the first page
 * loads and an empty state: the home feed, the market, the blind-box list, a creator's works.
 */
export function DropGrid<T extends DropCardItem>({
  list,
  pathOf,
  emptyTitle,
  eagerCount = 0,
  priorityCount = 0,
  className,
}: {
  list: CursorList<T>;
  /** The detail page of one drop. */
  pathOf: (id: number) => string;
  emptyTitle: string;
  /** How many of the first cards' images load at once (a grid at the top of its page: its first row); the rest lazily. */
  eagerCount?: number;
  /** How many of the first cards' images are the page's LCP candidate (fetched first). */
  priorityCount?: number;
  className?: string;
}) {
  return (
    <InfiniteList
      {...(className ? { className } : {})}
      items={list.items}
      keyOf={(d) => d.id}
      renderItem={(d, i) => <DropCard item={d} to={pathOf(d.id)} eager={i < eagerCount} priority={i < priorityCount} />}
      hasMore={list.hasMore}
      loadMore={list.loadMore}
      status={list.status}
      onRetry={list.retry}
      listClassName={gridClass}
      skeleton={<SkeletonList variant="grid" count={4} />}
      empty={<EmptyState title={emptyTitle} />}
    />
  );
}
