import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './bottom-bar.module.css';
import { cx } from './cx';

/**
 * How the bar lays out its children:
 * - `split` (default): one row, the first child on the left (a price), the last on the right (the action);
 * - `end`: one row of actions at the right end (an order's pay and cancel);
 * - `fill`: one row whose children share the width (a full-width button);
 * - `stack`: rows on top of each other (a refusal note above the action, a row of two buttons).
 */
export type BottomBarLayout = 'split' | 'end' | 'fill' | 'stack';

export interface BottomBarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children'> {
  children: ReactNode;
  layout?: BottomBarLayout;
  /** The feature's own class, for what lives inside the bar (never its position or padding). */
  className?: string;
  testId?: string;
}

/**
 * The bar fixed at the bottom of a page, above the phone's home indicator (the safe area): the one place
 * it is made. A bar with nothing in it takes no room.
 */
export function BottomBar({ children, layout = 'split', className, testId, ...rest }: BottomBarProps) {
  return (
    <div {...rest} className={cx(styles.bar, layout !== 'split' && styles[layout], className)} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * The class of the bar's action (a button or a link): grey while it cannot be used, the theme's colour when
 * `on`; `extra` adds a feature's own class (a shadow, a ghost style).
 */
export const bottomBarAction = (on: boolean, extra?: string | false) => cx(styles.action, on && styles.on, extra);
