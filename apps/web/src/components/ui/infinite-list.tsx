import { REACH_BOTTOM_DISTANCE } from '@curio/contract/client';
import { Fragment, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { cx } from './cx';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import styles from './infinite-list.module.css';
import { SkeletonList } from './skeleton';
import { Spinner } from './spinner';

export type InfiniteListStatus = 'loading' | 'error' | 'success';

/** Items rendered at once when a page of them arrives: a phone's first screen (two columns, three rows). */
export const FIRST_SCREEN_ITEMS = 6;

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string | number;
  /** More pages exist. */
  hasMore: boolean;
  /** Loads the next page; called when the end of the list comes within 50 px of the viewport. */
  loadMore: () => Promise<unknown>;
  /** The query's state: 'loading' while a page loads, 'error' when the last load failed. */
  status: InfiniteListStatus;
  /** Retries after an error (first page or next page). */
  onRetry: () => void;
  /** Shown when there are no items at all; an EmptyState by default. */
  empty?: ReactNode;
  /** Shown while the first page loads; four skeleton rows by default. */
  skeleton?: ReactNode;
  className?: string;
  /** Class of the element that directly holds the items (e.g. a two-column grid). */
  listClassName?: string;
}

function scrollParentOf(el: Element): Element | null {
  for (
    let node = el.parentElement;
    node && node !== document.body && node !== document.documentElement;
    node = node.parentElement
  ) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
  }
  return null;
}

/**
 * A paged list: skeletons on the first load, empty and error states, and the next page when the
 * bottom is within REACH_BOTTOM_DISTANCE (spec §9: 50 px), with a loading / retry / no-more footer.
 * Works with the window or any scrolling ancestor.
 */
export function InfiniteList<T>({
  items,
  renderItem,
  keyOf,
  hasMore,
  loadMore,
  status,
  onRetry,
  empty,
  skeleton,
  className,
  listClassName,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);
  // A rejected loadMore stops auto-loading until a retry or until the list changes length.
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const failed = failedAt === items.length;
  // A page of items renders one screen first; the rest follows in a transition React renders in slices
  // (no long task on a slow phone), and is interrupted by anything the user does meanwhile.
  const deferredLength = useDeferredValue(items.length, Math.min(items.length, FIRST_SCREEN_ITEMS));
  const shown = Math.min(items.length, Math.max(deferredLength, FIRST_SCREEN_ITEMS));
  const latest = useRef({ hasMore, status, loadMore, failed, length: items.length, settled: shown === items.length });
  useEffect(() => {
    latest.current = { hasMore, status, loadMore, failed, length: items.length, settled: shown === items.length };
  });

  const mounted = useRef(true);
  const check = useCallback(() => {
    const { hasMore, status, loadMore, failed, settled } = latest.current;
    // Not while the rest of a page is still to render: the end of the list is not where it will be.
    if (!hasMore || status !== 'success' || failed || !settled || inFlight.current) return;
    const el = sentinelRef.current;
    // offsetParent is null when the list is not displayed (e.g. an inactive tab): do not load then.
    if (!el || !el.offsetParent) return;
    const parent = scrollParentOf(el);
    const bottom = parent ? parent.getBoundingClientRect().bottom : window.innerHeight;
    if (el.getBoundingClientRect().top - bottom > REACH_BOTTOM_DISTANCE) return;
    inFlight.current = true;
    loadMore().then(
      () => {
        inFlight.current = false;
        // The page may not fill the screen yet: look again once it has rendered.
        if (mounted.current) requestAnimationFrame(() => mounted.current && check());
      },
      () => {
        inFlight.current = false;
        if (mounted.current) setFailedAt(latest.current.length);
      },
    );
  }, []);

  // After every render (new items, new status) and on any scroll or resize.
  useEffect(() => {
    check();
  });
  useEffect(() => {
    mounted.current = true;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        check();
      });
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      mounted.current = false;
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [check]);

  const retry = () => {
    setFailedAt(null);
    onRetry();
  };

  const sentinel = <div ref={sentinelRef} className={styles.sentinel} data-testid="infinite-list-sentinel" aria-hidden="true" />;

  if (items.length === 0) {
    if (status === 'error' || failed) return <ErrorState className={className} onRetry={retry} />;
    if (status === 'success' && !hasMore) return <div className={className}>{empty ?? <EmptyState />}</div>;
    return (
      <div className={className}>
        {skeleton ?? <SkeletonList count={4} />}
        {status === 'success' && sentinel}
      </div>
    );
  }

  let footer: ReactNode;
  if (status === 'error' || failed) {
    footer = (
      <div className={styles.footer} role="alert">
        <button type="button" className={styles.retry} onClick={retry}>
          {t('ui.loadMoreFailed')}
        </button>
      </div>
    );
  } else if (hasMore) {
    // The spinner and its words while the next page loads (`status`); until then the footer keeps its place,
    // empty: a spinner far below the screen turned for as long as the page was open (decision 086).
    footer = (
      <div className={styles.footer} role="status">
        {status === 'loading' && (
          <>
            <Spinner size={16} />
            <span>{t('ui.loading')}</span>
          </>
        )}
      </div>
    );
  } else {
    footer = <div className={cx(styles.footer, styles.noMore)}>{t('ui.noMore')}</div>;
  }

  return (
    <div className={className}>
      <div className={listClassName}>
        {items.slice(0, shown).map((item, index) => (
          <Fragment key={keyOf(item)}>{renderItem(item, index)}</Fragment>
        ))}
      </div>
      {hasMore && sentinel}
      {footer}
    </div>
  );
}
