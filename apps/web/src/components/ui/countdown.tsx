import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { countdownParts, formatCountdown, pad2, type CountdownParts } from '../../lib/format';
import { useServerNow } from '../../lib/server-clock';
import { cx } from './cx';
import styles from './countdown.module.css';

export interface CountdownState extends CountdownParts {
  /** Milliseconds left by the server's clock, never negative. */
  remaining: number;
  ended: boolean;
}

/**
 * Time left until `target` (epoch ms, server time), corrected by the server clock and updated every
 * `intervalMs` (default 1 s).
 */
export function useCountdown(target: number, intervalMs = 1000): CountdownState {
  const now = useServerNow(intervalMs);
  const remaining = Math.max(0, target - now);
  return { remaining, ended: remaining <= 0, ...countdownParts(remaining) };
}

export type CountdownFormat = 'dhms' | 'hms';

export interface CountdownProps {
  /** The moment it counts down to, epoch ms in server time. */
  target: number;
  /** Called once when the countdown reaches zero (again if `target` changes and reaches zero). */
  onEnd?: () => void;
  /** 'dhms': 01天 02时 03分 04秒 (default); 'hms': 26:03:04 (days folded into hours). */
  format?: CountdownFormat;
  /** Shown before the digits, e.g. "Ends in". */
  prefix?: ReactNode;
  className?: string;
}

/** Day/hour/minute/second countdown (spec §4) with each unit in a small box. */
export function Countdown({ target, onEnd, format = 'dhms', prefix, className }: CountdownProps) {
  const { t } = useTranslation();
  const c = useCountdown(target);

  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    if (c.ended && endedFor.current !== target) {
      endedFor.current = target;
      onEndRef.current?.();
    }
  }, [c.ended, target]);

  const box = (value: number, testId: string) => (
    <span className={styles.box} data-testid={testId}>
      {pad2(value)}
    </span>
  );

  return (
    <span className={cx(styles.countdown, className)} role="timer" aria-label={formatCountdown(c.remaining, t)}>
      {prefix != null && <span className={styles.prefix}>{prefix}</span>}
      <span className={styles.units} aria-hidden="true">
        {format === 'dhms' ? (
          <>
            {box(c.days, 'countdown-days')}
            <span className={styles.unit}>{t('ui.countdown.days')}</span>
            {box(c.hours, 'countdown-hours')}
            <span className={styles.unit}>{t('ui.countdown.hours')}</span>
            {box(c.minutes, 'countdown-minutes')}
            <span className={styles.unit}>{t('ui.countdown.minutes')}</span>
            {box(c.seconds, 'countdown-seconds')}
            <span className={styles.unit}>{t('ui.countdown.seconds')}</span>
          </>
        ) : (
          <>
            {box(c.days * 24 + c.hours, 'countdown-hours')}
            <span className={styles.sep}>:</span>
            {box(c.minutes, 'countdown-minutes')}
            <span className={styles.sep}>:</span>
            {box(c.seconds, 'countdown-seconds')}
          </>
        )}
      </span>
    </span>
  );
}
