import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { cx } from './cx';
import styles from './state.module.css';

/** An open box with a collectible card rising out of it, in the tenant's colours. */
export function EmptyIllustration({ className }: { className?: string }) {
  return (
    <svg className={cx(styles.illustration, className)} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse className={styles.ground} cx="80" cy="110" rx="54" ry="6" />
      <path className={styles.inside} d="M34 60 80 48l46 12-46 12z" />
      <g transform="rotate(-8 80 44)">
        <rect className={styles.collectible} x="58" y="14" width="44" height="58" rx="6" />
        <rect className={styles.accentSoft} x="64" y="20" width="32" height="28" rx="3" />
        <path className={styles.accent} d="m72 42 6-8 5 6 3-3 6 5z" />
        <circle className={styles.accent} cx="88" cy="27" r="3" />
        <rect className={styles.line} x="64" y="53" width="24" height="3" rx="1.5" />
        <rect className={styles.line} x="64" y="60" width="16" height="3" rx="1.5" />
      </g>
      <path className={styles.faceLeft} d="M34 60 80 72v34L34 94z" />
      <path className={styles.faceRight} d="m80 72 46-12v34l-46 12z" />
      <path className={styles.faceRight} d="M34 60 80 72 67 85 21 73z" />
      <path className={styles.faceLeft} d="m126 60-46 12 13 13 46-12z" />
      <path className={styles.accent} d="m35 26 1.6 4.4L41 32l-4.4 1.6L35 38l-1.6-4.4L29 32l4.4-1.6z" />
      <path className={styles.accent} d="m124 20 1.2 3.3 3.3 1.2-3.3 1.2L124 29l-1.2-3.3-3.3-1.2 3.3-1.2z" opacity="0.6" />
      <circle className={styles.accent} cx="116" cy="40" r="2" opacity="0.4" />
    </svg>
  );
}

export interface StateAction {
  text: ReactNode;
  onClick: () => void;
}

export interface EmptyStateProps {
  /** Main text; `ui.empty` by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** A button under the text, e.g. "Go shopping". */
  action?: StateAction;
  /** Replaces the built-in illustration. */
  image?: ReactNode;
  /** Anything else under the text. */
  children?: ReactNode;
  className?: string;
}

/** Nothing to show: illustration, text and an optional action. */
export function EmptyState({ title, description, action, image, children, className }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.state, className)} data-testid="empty-state">
      {image ?? <EmptyIllustration />}
      <p className={styles.title}>{title ?? t('ui.empty')}</p>
      {description != null && <p className={styles.description}>{description}</p>}
      {action && (
        <button type="button" className={styles.button} onClick={action.onClick}>
          {action.text}
        </button>
      )}
      {children != null && <div className={styles.extra}>{children}</div>}
    </div>
  );
}
