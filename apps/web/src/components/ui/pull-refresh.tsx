import { PULL_REFRESH } from '@curio/contract/client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { cx } from './cx';
import styles from './pull-refresh.module.css';

// Spec §9: pull-to-refresh height 70, range 150, colour #2BD009, threshold 45.
// antd-mobile's PullToRefresh takes headHeight and threshold but lets the content follow the finger up
// to 5 × headHeight with a rubber band, so it cannot honour a range of 150: this one is written on touch
// events. The pull distance follows the finger with damping and approaches RANGE without passing it;
// releasing at THRESHOLD or further refreshes, and the head rests at HEAD_HEIGHT while refreshing.
const { height: HEAD_HEIGHT, range: RANGE, threshold: THRESHOLD, color: COLOR } = PULL_REFRESH;

/** How far the content moves for a finger movement of `dy` px: smooth, monotone, never beyond RANGE. */
export function pullDistance(dy: number): number {
  if (!(dy > 0)) return 0;
  return RANGE * (1 - Math.exp((-0.75 * dy) / RANGE));
}

const DONE_DELAY_MS = 500;
const SETTLE_MS = 300;
const RING_R = 9;
const RING_C = 2 * Math.PI * RING_R;

type Status = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';

export interface PullRefreshProps {
  onRefresh: () => Promise<unknown>;
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
}

function scrolledToTop(target: EventTarget | null): boolean {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    if (el.scrollTop > 0) return false;
  }
  return (window.scrollY || document.documentElement.scrollTop || 0) <= 0;
}

export function PullRefresh({ onRefresh, children, disabled = false, className }: PullRefreshProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const rootRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const arcRef = useRef<SVGCircleElement>(null);
  const statusRef = useRef<Status>('idle');
  const distanceRef = useRef(0);
  const onRefreshRef = useRef(onRefresh);
  useEffect(() => {
    onRefreshRef.current = onRefresh;
  });

  const changeStatus = useCallback((next: Status) => {
    if (statusRef.current === next) return;
    statusRef.current = next;
    setStatus(next);
  }, []);

  /** Moves the head to `d` px, animated or following the finger. */
  const moveTo = useCallback((d: number, animate: boolean) => {
    distanceRef.current = d;
    const head = headRef.current;
    if (head) {
      head.classList.toggle(styles.animating ?? '', animate);
      head.style.height = `${d}px`;
    }
    arcRef.current?.setAttribute('stroke-dashoffset', String(RING_C * (1 - Math.min(1, d / THRESHOLD))));
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || disabled) return;
    let mounted = true;
    let tracking = false;
    let decided = false;
    let pulling = false;
    let startX = 0;
    let startY = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const id = setTimeout(() => {
          timers.delete(id);
          resolve();
        }, ms);
        timers.add(id);
      });

    const settle = async () => {
      moveTo(0, true);
      await wait(SETTLE_MS);
      if (mounted && distanceRef.current === 0) changeStatus('idle');
    };

    const refresh = async () => {
      changeStatus('refreshing');
      moveTo(HEAD_HEIGHT, true);
      let ok = true;
      try {
        await onRefreshRef.current();
      } catch {
        ok = false; // the request layer has already told the user
      }
      if (!mounted) return;
      if (ok) {
        changeStatus('done');
        await wait(DONE_DELAY_MS);
        if (!mounted) return;
      }
      await settle();
    };

    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      const busy = statusRef.current === 'refreshing' || statusRef.current === 'done';
      if (!touch || e.touches.length > 1 || busy) return;
      tracking = true;
      decided = false;
      pulling = false;
      startX = touch.clientX;
      startY = touch.clientY;
    };

    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!tracking || !touch) return;
      const dx = touch.clientX - startX;
      const dy = touch.clientY - startY;
      if (!decided) {
        if (Math.abs(dx) < 5 && Math.abs(dy) < 5) return;
        decided = true;
        // Only a downward, mostly vertical drag while everything above is scrolled to the top.
        if (dy <= 0 || Math.abs(dx) > Math.abs(dy) || !scrolledToTop(e.target)) {
          tracking = false;
          return;
        }
        pulling = true;
      }
      if (!pulling) return;
      if (e.cancelable) e.preventDefault();
      const d = pullDistance(dy);
      moveTo(d, false);
      changeStatus(d >= THRESHOLD ? 'release' : 'pulling');
    };

    const onEnd = (e: TouchEvent) => {
      if (!tracking) return;
      tracking = false;
      if (!pulling) return;
      pulling = false;
      if (e.type === 'touchend' && distanceRef.current >= THRESHOLD) void refresh();
      else void settle();
    };

    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      mounted = false;
      timers.forEach(clearTimeout);
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, [disabled, moveTo, changeStatus]);

  const text =
    status === 'release'
      ? t('ui.pull.release')
      : status === 'refreshing'
        ? t('ui.pull.refreshing')
        : status === 'done'
          ? t('ui.pull.done')
          : t('ui.pull.pulling');

  return (
    <div ref={rootRef} className={cx(styles.root, className)} data-status={status}>
      <div ref={headRef} className={styles.head} aria-hidden={status === 'idle'} data-testid="pull-refresh-head">
        <div className={styles.indicator} style={{ height: HEAD_HEIGHT }} role="status">
          {status === 'done' ? (
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <circle cx="12" cy="12" r={RING_R} stroke={COLOR} strokeWidth="2.5" />
              <path d="m8 12.2 2.8 2.8L16.2 9.6" stroke={COLOR} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : (
            <svg
              className={cx(styles.ring, status === 'refreshing' && styles.spinning)}
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              aria-hidden="true"
            >
              <circle className={styles.ringTrack} cx="12" cy="12" r={RING_R} stroke={COLOR} strokeWidth="2.5" />
              <circle
                ref={arcRef}
                className={styles.ringArc}
                cx="12"
                cy="12"
                r={RING_R}
                stroke={COLOR}
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeDasharray={status === 'refreshing' ? `${RING_C * 0.3} ${RING_C}` : RING_C}
                strokeDashoffset={status === 'refreshing' ? 0 : RING_C * (1 - Math.min(1, distanceRef.current / THRESHOLD))}
              />
            </svg>
          )}
          <span>{text}</span>
        </div>
      </div>
      {children}
    </div>
  );
}
