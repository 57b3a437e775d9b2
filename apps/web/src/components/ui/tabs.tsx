import type { KeyboardEvent, ReactNode } from 'react';
import styles from './tabs.module.css';

/**
 * The looks of a tab list: `line` a short bar under the chosen tab (order, recipe, detail tabs), `underline`
 * the chosen tab underlined in full in the theme's ink, `segment` a track with the chosen tab raised on a
 * card (login, market), `chip` outlined pills (categories), `solid` pills filled in the theme's colour.
 */
export type TabsVariant = 'line' | 'underline' | 'segment' | 'chip' | 'solid';

export type TabKey = string | number | null;

export interface TabItem<K extends TabKey> {
  key: K;
  label: ReactNode;
}

/** A tab list always has an accessible name: its `label`, or `labelledBy` the id of its visible title. */
export type TabsName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type TabsProps<K extends TabKey> = TabsName & TabsOptions<K>;

interface TabsOptions<K extends TabKey> {
  items: readonly TabItem<K>[];
  /** The chosen tab's key. */
  value: K;
  onChange: (key: K) => void;
  variant?: TabsVariant;
  /** Gives each tab the id `${idBase}-tab-${key}` and `aria-controls` the panel `${idBase}-panel-${key}` (see `tabPanelProps`). */
  idBase?: string;
  /** Tabs as wide as their text (else they share the row; chips always hug). */
  hug?: boolean;
  /** A row that scrolls sideways rather than wraps. */
  scroll?: boolean;
  /** `chip` only: the smaller, filled chips. */
  small?: boolean;
  /** The feature's class for the list's place on the page (sticky, margins) and its sizes (see tabs.module.css). */
  className?: string;
  testId?: string;
  tabTestId?: (key: K) => string;
}

/** The props of the panel a tab controls (`idBase` as given to `Tabs`). */
export const tabPanelProps = (idBase: string, key: TabKey) => ({
  role: 'tabpanel' as const,
  id: `${idBase}-panel-${key}`,
  'aria-labelledby': `${idBase}-tab-${key}`,
});

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop (the chosen tab), the arrow keys, Home and End move
 * to a tab and choose it.
 */
export function Tabs<K extends TabKey>({
  items,
  value,
  onChange,
  variant = 'line',
  label,
  labelledBy,
  idBase,
  hug,
  scroll,
  small,
  className,
  testId,
  tabTestId,
}: TabsProps<K>) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // The list's children are its tabs, in order.
    const tabs = Array.from(e.currentTarget.children) as HTMLElement[];
    const n = tabs.length;
    const from = tabs.indexOf(e.target as HTMLElement);
    const to = ({ ArrowRight: from + 1, ArrowLeft: from - 1 + n, Home: 0, End: n - 1 } as Record<string, number>)[e.key];
    if (to === undefined || from < 0) return;
    e.preventDefault();
    tabs[to % n]!.focus();
    onChange(items[to % n]!.key);
  };
  // The tab stop: the chosen tab, else the first.
  const stop = items.some((i) => i.key === value) ? value : items[0]?.key;
  return (
    <div
      className={[styles.list, styles[variant], hug && styles.hug, scroll && styles.scroll, small && styles.small, className]
        .filter(Boolean)
        .join(' ')}
      role="tablist"
      aria-label={label}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {items.map(({ key, label: text }) => {
        const on = key === value;
        return (
          <button
            key={String(key)}
            type="button"
            role="tab"
            className={styles.tab}
            id={idBase ? `${idBase}-tab-${key}` : undefined}
            aria-controls={idBase ? `${idBase}-panel-${key}` : undefined}
            aria-selected={on}
            tabIndex={key === stop ? 0 : -1}
            onClick={() => onChange(key)}
            data-testid={tabTestId?.(key)}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
