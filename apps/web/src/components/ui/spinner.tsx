import styles from './spinner.module.css';
import { cx } from './cx';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Any CSS colour; the current text colour by default. */
  color?: string;
  className?: string;
}

/** A small rotating arc, for loading footers and pull-to-refresh. Decorative: label its context. */
export function Spinner({ size = 18, color = 'currentColor', className }: SpinnerProps) {
  return (
    <svg
      className={cx(styles.spinner, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-testid="spinner"
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" stroke={color} strokeWidth="3" />
      <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" stroke={color} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
