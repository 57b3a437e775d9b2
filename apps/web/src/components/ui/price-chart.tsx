import { useId } from 'react';
import { formatDate, formatDateTime, formatPrice } from '../../lib/format';
import styles from './price-chart.module.css';

// A small price-history chart drawn as SVG, without a chart library (decision 035): a line over the
// prices (one step per sale, oldest on the left), the area under it, a dot per sale with the last one
// marked, the lowest and highest price on the left and the first and last date under it. Screen readers
// get the summary the page writes (role img + description) and the same prices as a table.

export interface PricePoint {
  /** Integer fen. */
  price: number;
  /** ms since the epoch. */
  at: number;
}

export interface PriceChartLabels {
  /** The chart's name ("Price history"). */
  title: string;
  /** One sentence a screen reader reads instead of the picture ("5 sales from ¥12.00 to ¥30.00, last ¥25.00"). */
  summary: string;
  /** The table's toggle and its column heads. */
  showTable: string;
  date: string;
  price: string;
  /** Shown instead of the chart when there is no sale yet. */
  empty: string;
}

export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 140;
/** Room for the price labels on the left, the dates below, and the dots at the edges. */
const PAD = { left: 52, right: 10, top: 12, bottom: 22 } as const;

export interface ChartGeometry {
  /** The line through the points (SVG path data). */
  line: string;
  /** The line closed down to the bottom (the area under it). */
  area: string;
  dots: { x: number; y: number }[];
  /** The prices at the top and bottom of the plot (the range, padded when flat). */
  top: number;
  bottom: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Where each sale goes in a CHART_WIDTH × CHART_HEIGHT box: x by its order (evenly spaced; one sale in
 * the middle), y by its price between the lowest and highest (a flat history is drawn in the middle,
 * the range widened by 10 % of the price, at least ¥1, either side).
 */
export function chartGeometry(points: readonly PricePoint[]): ChartGeometry {
  const prices = points.map((p) => p.price);
  let bottom = Math.min(...prices);
  let top = Math.max(...prices);
  if (top === bottom) {
    const spread = Math.max(100, Math.round(top * 0.1));
    top += spread;
    bottom = Math.max(0, bottom - spread);
  }
  const plotW = CHART_WIDTH - PAD.left - PAD.right;
  const plotH = CHART_HEIGHT - PAD.top - PAD.bottom;
  const n = points.length;
  const dots = points.map((p, i) => ({
    x: round(PAD.left + (n === 1 ? plotW / 2 : (plotW * i) / (n - 1))),
    y: round(PAD.top + (plotH * (top - p.price)) / (top - bottom)),
  }));
  const line = dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x} ${d.y}`).join(' ');
  const base = PAD.top + plotH;
  const area = n === 0 ? '' : `${line} L${dots[n - 1]!.x} ${base} L${dots[0]!.x} ${base} Z`;
  return { line, area, dots, top, bottom };
}

export interface PriceChartProps {
  points: readonly PricePoint[];
  labels: PriceChartLabels;
  /** The language prices and dates are written in. */
  lang: string;
  className?: string;
  testId?: string;
}

/** The price history of a collection's resales (oldest first). */
export function PriceChart({ points, labels, lang, className, testId }: PriceChartProps) {
  const id = useId();
  if (points.length === 0) {
    return (
      <p className={`${styles.empty} ${className ?? ''}`} data-testid={testId} data-points={0}>
        {labels.empty}
      </p>
    );
  }
  const g = chartGeometry(points);
  const last = g.dots[g.dots.length - 1]!;
  const first = points[0]!;
  const lastPoint = points[points.length - 1]!;
  const baseY = CHART_HEIGHT - PAD.bottom;
  return (
    <figure className={`${styles.figure} ${className ?? ''}`} data-testid={testId} data-points={points.length}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-t`}>{labels.title}</title>
        <desc id={`${id}-d`}>{labels.summary}</desc>
        <line className={styles.grid} x1={PAD.left} x2={CHART_WIDTH - PAD.right} y1={PAD.top} y2={PAD.top} />
        <line className={styles.grid} x1={PAD.left} x2={CHART_WIDTH - PAD.right} y1={baseY} y2={baseY} />
        <text className={styles.axis} x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
          {formatPrice(g.top, lang)}
        </text>
        <text className={styles.axis} x={PAD.left - 6} y={baseY} textAnchor="end">
          {formatPrice(g.bottom, lang)}
        </text>
        <path className={styles.area} d={g.area} />
        <path className={styles.line} d={g.line} />
        {g.dots.map((d, i) => (
          <circle key={i} className={styles.dot} cx={d.x} cy={d.y} r={2.5} />
        ))}
        <circle className={styles.last} cx={last.x} cy={last.y} r={4.5} />
        <text className={styles.axis} x={PAD.left} y={CHART_HEIGHT - 6} textAnchor="start">
          {formatDate(first.at, lang)}
        </text>
        {points.length > 1 ? (
          <text className={styles.axis} x={CHART_WIDTH - PAD.right} y={CHART_HEIGHT - 6} textAnchor="end">
            {formatDate(lastPoint.at, lang)}
          </text>
        ) : null}
      </svg>
      <figcaption className={styles.caption}>{labels.summary}</figcaption>
      <details className={styles.details}>
        <summary className={styles.summary}>{labels.showTable}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{labels.date}</th>
              <th scope="col">{labels.price}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((p, i) => (
              <tr key={i}>
                <td>{formatDateTime(p.at, lang)}</td>
                <td>{formatPrice(p.price, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
