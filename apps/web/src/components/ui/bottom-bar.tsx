import type { ReactNode } from 'react';
import styles from './bottom-bar.module.css';
import { cx } from './cx';

/** The bar fixed at the bottom of a detail page: the price on the left, the action on the right. */
export function BottomBar({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.bar} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * The class of the bar's action (a button or a link): grey while it cannot be used, the theme's colour when
 * `on`; `extra` adds a feature's own class (a shadow, a ghost style).
 */
export const bottomBarAction = (on: boolean, extra?: string | false) => cx(styles.action, on && styles.on, extra);
