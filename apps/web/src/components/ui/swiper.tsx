import { SWIPER } from '@curio/contract/client';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { sizedImage } from '../../lib/image';
import { cx } from './cx';
import styles from './swiper.module.css';

// Spec §9: swiper interval 5000 ms, duration 500 ms. antd-mobile's Swiper takes autoplayInterval but
// moves its slides with a fixed spring (tension 200, friction 30) that cannot be given a duration,
// and it brings react-spring and use-gesture into the home chunk. This one slides with a CSS
// transition of exactly SWIPER.duration and loops through a cloned slide at each end.
const { interval: INTERVAL_MS, duration: DURATION_MS } = SWIPER;
const EASING = 'cubic-bezier(0.25, 0.1, 0.25, 1)';
/** A swipe past this share of the width, or a flick faster than FLICK px/ms, changes the slide. */
const SWIPE_SHARE = 0.15;
const FLICK = 0.35;

export interface SwiperItem {
  key: string;
  image: string;
  alt?: string;
  onClick?: () => void;
}

export interface SwiperProps {
  items: readonly SwiperItem[];
  /** Height in px (default 160). */
  height?: number;
  /** Autoplay every SWIPER.interval (default on). */
  autoplay?: boolean;
  className?: string;
  /**
   * The slides' CSS width as `<img sizes>` (e.g. `'calc(100vw - 32px)'`): a stored image is then fetched at the
   * size it is shown (lib/image's `sizedImage`). Without it each slide's image is fetched as it is.
   */
  sizes?: string;
}

interface Drag {
  x: number;
  y: number;
  time: number;
  dx: number;
  axis: 'x' | 'y' | null;
}

/** Banner carousel: autoplay, loop, swipe, rounded corners, indicator dots. */
export function Swiper({ items, height = 160, autoplay = true, className, sizes }: SwiperProps) {
  const { t } = useTranslation();
  const n = items.length;
  const loop = n > 1;
  // Positions on the track: with loop, [clone of last, ...items, clone of first], real slides at 1..n.
  const [pos, setPos] = useState(loop ? 1 : 0);
  const [animate, setAnimate] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const maxPos = loop ? n + 1 : Math.max(0, n - 1);
  const current = Math.min(pos, maxPos);
  const active = loop ? (((current - 1) % n) + n) % n : current;
  const posRef = useRef(current);
  posRef.current = current;

  /** From a clone to the real slide it shows, without animation. */
  const normalize = useCallback(() => {
    const p = posRef.current;
    if (!loop || (p !== 0 && p !== n + 1)) return;
    clearTimeout(settleTimer.current);
    setAnimate(false);
    setPos(p === 0 ? n : 1);
  }, [loop, n]);

  const goTo = useCallback(
    (p: number) => {
      const target = Math.max(0, Math.min(maxPos, p));
      setAnimate(true);
      setPos(target);
      clearTimeout(settleTimer.current);
      settleTimer.current = setTimeout(normalize, DURATION_MS);
    },
    [maxPos, normalize],
  );

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const dragging = dragX !== null;
  useEffect(() => {
    if (!autoplay || !loop || dragging || hidden) return;
    const id = setTimeout(() => goTo(posRef.current + 1), INTERVAL_MS);
    return () => clearTimeout(id);
  }, [autoplay, loop, dragging, hidden, active, goTo]);

  if (n === 0) return null;

  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    if (!loop || !touch || e.touches.length > 1) return;
    normalize();
    drag.current = { x: touch.clientX, y: touch.clientY, time: e.timeStamp, dx: 0, axis: null };
    suppressClick.current = false;
  };

  const onTouchMove = (e: TouchEvent) => {
    const d = drag.current;
    const touch = e.touches[0];
    if (!d || !touch) return;
    const dx = touch.clientX - d.x;
    const dy = touch.clientY - d.y;
    if (d.axis === null) {
      if (Math.abs(dx) < 6 && Math.abs(dy) < 6) return;
      d.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      suppressClick.current = true;
    }
    if (d.axis !== 'x') return;
    d.dx = dx;
    setAnimate(false);
    setDragX(dx);
  };

  const onTouchEnd = (e: TouchEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.axis !== 'x') return;
    setDragX(null);
    const width = rootRef.current?.clientWidth || 1;
    const velocity = Math.abs(d.dx) / Math.max(1, e.timeStamp - d.time);
    const change = Math.abs(d.dx) > width * SWIPE_SHARE || velocity > FLICK;
    goTo(posRef.current + (change ? (d.dx < 0 ? 1 : -1) : 0));
  };

  const onClickCapture = (e: MouseEvent) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  const last = items[n - 1]!;
  const first = items[0]!;
  const slides: { item: SwiperItem; key: string; clone: boolean }[] = loop
    ? [
        { item: last, key: `${last.key}:clone-start`, clone: true },
        ...items.map((item) => ({ item, key: item.key, clone: false })),
        { item: first, key: `${first.key}:clone-end`, clone: true },
      ]
    : items.map((item) => ({ item, key: item.key, clone: false }));

  const offset = `${-current * 100}%`;
  const transform = dragX === null ? `translate3d(${offset}, 0, 0)` : `translate3d(calc(${offset} + ${dragX}px), 0, 0)`;

  return (
    <div
      ref={rootRef}
      className={cx(styles.swiper, className)}
      style={{ height }}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('ui.swiper.label')}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      onClickCapture={onClickCapture}
    >
      <div
        className={styles.track}
        data-testid="swiper-track"
        style={{ transform, transition: animate ? `transform ${DURATION_MS}ms ${EASING}` : 'none' }}
      >
        {slides.map(({ item, key, clone }, index) => {
          const real = loop ? index - 1 : index;
          const shown = index === current;
          const img = (
            <img
              className={styles.image}
              {...(sizes ? sizedImage(item.image, sizes) : { src: item.image })}
              alt={item.alt ?? ''}
              draggable={false}
              loading={real === 0 && !clone ? 'eager' : 'lazy'}
              decoding="async"
              // The first slide is what the page showed before the carousel (its largest paint, often).
              {...(real === 0 && !clone ? { fetchPriority: 'high' as const } : {})}
            />
          );
          return (
            <div
              key={key}
              className={styles.slide}
              role={clone ? undefined : 'group'}
              aria-roledescription={clone ? undefined : 'slide'}
              aria-label={clone ? undefined : t('ui.swiper.slide', { index: real + 1, total: n })}
              aria-hidden={clone || !shown}
              data-testid={clone ? 'swiper-clone' : 'swiper-slide'}
            >
              {item.onClick ? (
                <button type="button" className={styles.slideButton} onClick={item.onClick} tabIndex={shown ? 0 : -1}>
                  {img}
                </button>
              ) : (
                img
              )}
            </div>
          );
        })}
      </div>
      {loop && (
        <div className={styles.dots} aria-hidden="true" data-testid="swiper-dots">
          {items.map((item, i) => (
            <span key={item.key} className={cx(styles.dot, i === active && styles.dotActive)} data-active={i === active} />
          ))}
        </div>
      )}
    </div>
  );
}
