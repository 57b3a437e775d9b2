import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n';
import { cx } from './cx';
import styles from './skeleton.module.css';

export interface SkeletonBlockProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
  style?: CSSProperties;
}

/** One shimmering placeholder block. */
export function SkeletonBlock({ width = '100%', height = 14, radius, className, style }: SkeletonBlockProps) {
  return (
    <span className={cx(styles.block, className)} style={{ width, height, borderRadius: radius, ...style }} aria-hidden="true" />
  );
}

function Card() {
  return (
    <div className={styles.card} data-testid="skeleton-card">
      <SkeletonBlock className={styles.cardImage} height={0} />
      <div className={styles.cardBody}>
        <SkeletonBlock width="86%" height={14} />
        <SkeletonBlock width="52%" height={12} />
        <div className={styles.cardFoot}>
          <SkeletonBlock width="40%" height={18} />
          <SkeletonBlock width={28} height={28} radius="50%" />
        </div>
      </div>
    </div>
  );
}

/** Placeholder shaped like a collectible card: square image, title, subtitle, price row. */
export function SkeletonCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="status" aria-busy="true" aria-label={t('ui.loading')}>
      <Card />
    </div>
  );
}

function Row() {
  return (
    <div className={styles.row} data-testid="skeleton-row">
      <SkeletonBlock className={styles.rowThumb} width={80} height={80} />
      <div className={styles.rowBody}>
        <SkeletonBlock width="72%" height={15} />
        <SkeletonBlock width="45%" height={12} />
        <SkeletonBlock width="30%" height={16} style={{ marginTop: 'auto' }} />
      </div>
    </div>
  );
}

export interface SkeletonListProps {
  /** Number of placeholders (default 4). */
  count?: number;
  /** 'rows': thumbnail + lines, like order and record lists (default); 'grid': two columns of cards. */
  variant?: 'rows' | 'grid';
  className?: string;
}

/** A list of placeholders while the first page loads. */
export function SkeletonList({ count = 4, variant = 'rows', className }: SkeletonListProps) {
  const { t } = useTranslation();
  const n = Math.max(0, Math.floor(count));
  return (
    <div
      className={cx(variant === 'grid' ? styles.grid : styles.rows, className)}
      role="status"
      aria-busy="true"
      aria-label={t('ui.loading')}
    >
      {Array.from({ length: n }, (_, i) => (variant === 'grid' ? <Card key={i} /> : <Row key={i} />))}
    </div>
  );
}
