import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './list-card.module.css';
import { sizedImage } from '../../lib/image';

export interface ListCardProps {
  /** Where the card leads; without it the card is an article (its own links inside). */
  to?: string;
  /** The square cover, decorative (the title names the card). */
  cover: string;
  /** The cover's side in px. */
  coverSize?: number;
  /** The first card of a list loads its cover at once, the others lazily. */
  eager?: boolean;
  title: ReactNode;
  /**
   * The title's heading level: 2, a card of the page's own list right under its title (the navigation
   * bar's h1); 3 for a list inside a section that has its heading. Headings never skip a level.
   */
  level?: 2 | 3;
  /** Beside the title: the state chip. */
  badge?: ReactNode;
  /** The lines under the title. */
  children?: ReactNode;
  testId?: string;
  /** data-* attributes of the card (its id, its phase). */
  data?: Record<`data-${string}`, string | number>;
}

/** A row in a list: the cover on the left; the title with its chip, then the card's lines, on the right. */
export function ListCard({ to, cover, coverSize = 96, eager, title, level = 2, badge, children, testId, data }: ListCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const content = (
    <>
      <img
        className={styles.cover}
        {...sizedImage(cover, `${coverSize}px`)}
        alt=""
        width={coverSize}
        height={coverSize}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        <div className={styles.head}>
          <Heading className={styles.title}>{title}</Heading>
          {badge}
        </div>
        {children}
      </div>
    </>
  );
  return to === undefined ? (
    <article className={styles.card} data-testid={testId} {...data}>
      {content}
    </article>
  ) : (
    <Link to={to} className={styles.card} data-testid={testId} {...data}>
      {content}
    </Link>
  );
}
