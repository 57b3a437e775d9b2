import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sizedImage } from '../../lib/image';
import { cx } from './cx';
import styles from './tile-card.module.css';

export interface TileCardProps {
  /** The page the tile opens. */
  to: string;
  /** What fills the square cover: the image, and the marks laid on it. */
  cover: ReactNode;
  name: ReactNode;
  /** Who made or sells it: a small round avatar (when there is one) and a name on one line. */
  byline?: { avatarUrl?: string | null; name: string };
  /** Rows between the byline and the foot (a start countdown ...). */
  children?: ReactNode;
  /** The bottom row, pushed to the tile's foot: the price, and what stands on its right. */
  foot?: ReactNode;
  /** `grid` a tile of a two-column list, `rail` a narrower one of a horizontal row (its name on one line),
   * `compact` a tight tile whose name stays on one line (an album's collections). */
  layout?: 'grid' | 'rail' | 'compact';
  testId?: string;
  /** `data-*` attributes (ids and states the tests read), as `ListCard` takes them. */
  data?: Record<`data-${string}`, string | number>;
}

/** A tile: a square cover over a name, a byline and a foot, as a link (decision 055). */
export function TileCard({ to, cover, name, byline, children, foot, layout = 'grid', testId, data }: TileCardProps) {
  return (
    <Link
      to={to}
      className={cx(styles.card, layout === 'rail' && styles.rail, layout === 'compact' && styles.compact)}
      data-testid={testId}
      {...data}
    >
      <span className={styles.cover}>{cover}</span>
      <span className={styles.body}>
        <span className={styles.name}>{name}</span>
        {byline ? (
          <span className={styles.byline}>
            {byline.avatarUrl ? (
              <img {...sizedImage(byline.avatarUrl, '16px')} alt="" width={16} height={16} loading="lazy" />
            ) : null}
            <span>{byline.name}</span>
          </span>
        ) : null}
        {children}
        {foot ? <span className={styles.foot}>{foot}</span> : null}
      </span>
    </Link>
  );
}
