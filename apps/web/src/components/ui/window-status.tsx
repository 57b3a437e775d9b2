import type { ReactNode } from 'react';
import { Countdown } from './countdown';
import styles from './window-status.module.css';

/** Where a time window stands: before it, during it, after it. */
export type WindowStage = 'upcoming' | 'open' | 'ended';

export interface WindowStatusProps {
  /** null: nothing to show (sold out, received ...). */
  stage: WindowStage | null;
  startsAt: number;
  endsAt: number;
  /** The feature's words: before the countdown to the start, to the end; the line once it has ended. */
  startsIn: ReactNode;
  endsIn: ReactNode;
  ended: ReactNode;
  /** Called when a countdown reaches zero (the phase changes). */
  onEnd?: () => void;
  /** The test id of the ended line. */
  endedTestId?: string;
}

/** A window's line under its phase chip: the countdown to its start, to its end, or when it ended. */
export function WindowStatus({ stage, startsAt, endsAt, startsIn, endsIn, ended, onEnd, endedTestId }: WindowStatusProps) {
  if (stage === 'ended')
    return (
      <span className={styles.line} data-testid={endedTestId}>
        {ended}
      </span>
    );
  if (stage === null) return null;
  return (
    <Countdown
      className={styles.line}
      target={stage === 'upcoming' ? startsAt : endsAt}
      onEnd={onEnd}
      prefix={stage === 'upcoming' ? startsIn : endsIn}
    />
  );
}
