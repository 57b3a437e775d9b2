import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './chip.module.css';

/**
 * The chip's colours: `neutral` grey, `strong` filled with the theme's colour (open now), `soft` tinted with
 * it (not started yet, a mode), `warn` tinted with the warning colour, `pending` orange (awaiting payment,
 * minting), `success` green (paid, held).
 */
export type ChipTone = 'neutral' | 'strong' | 'soft' | 'warn' | 'pending' | 'success';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: ChipTone;
  /** Regular weight instead of semi-bold. */
  regular?: boolean;
  testId?: string;
}

/** A small 22-px pill: a state, a mode, a mark. */
export function Chip({ tone = 'neutral', regular, testId, className, ...rest }: ChipProps) {
  return <span {...rest} className={cx(styles.chip, styles[tone], regular && styles.regular, className)} data-testid={testId} />;
}
