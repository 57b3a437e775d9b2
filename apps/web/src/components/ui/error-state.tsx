import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { cx } from './cx';
import styles from './state.module.css';

function ErrorIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse className={styles.ground} cx="80" cy="110" rx="54" ry="6" />
      <path className={styles.cloud} d="M50 90a18 18 0 0 1-2-35.9 28 28 0 0 1 53.6-8.6A22 22 0 0 1 116 90z" />
      <rect className={styles.accent} x="80" y="52" width="6" height="20" rx="3" />
      <circle className={styles.accent} cx="83" cy="80" r="3.5" />
      <path className={styles.accent} d="m36 32 1.4 3.6L41 37l-3.6 1.4L36 42l-1.4-3.6L31 37l3.6-1.4z" opacity="0.6" />
      <circle className={styles.accent} cx="126" cy="34" r="2.5" opacity="0.4" />
    </svg>
  );
}

export interface ErrorStateProps {
  /** Called by the retry button. */
  onRetry?: () => void;
  /** Main text; `ui.loadFailed` by default. */
  title?: ReactNode;
  /** Second line; `ui.loadFailedHint` by default, `null` for none. */
  description?: ReactNode;
  className?: string;
}

/** Loading failed: text and a retry button. */
export function ErrorState({ onRetry, title, description, className }: ErrorStateProps) {
  const { t } = useTranslation();
  const hint = description === undefined ? t('ui.loadFailedHint') : description;
  return (
    <div className={cx(styles.state, className)} role="alert" data-testid="error-state">
      <ErrorIllustration />
      <p className={styles.title}>{title ?? t('ui.loadFailed')}</p>
      {hint != null && <p className={styles.description}>{hint}</p>}
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('ui.retry')}
        </button>
      )}
    </div>
  );
}
