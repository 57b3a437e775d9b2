import type { ColorScheme } from '../../lib/theme';

/**
 * The figures' colours, the chart's series and the cards' dots alike, for each scheme: each stands out from
 * its card's ground by at least 3:1 (WCAG's contrast for graphics). The light ones are darker, the dark ones
 * lighter (antd's 7th and 5th shades of blue, cyan, purple, red and orange).
 */
export const FIGURE_COLOURS = {
  light: { sales: '#1d5fd6', resaleFees: '#08979c', royalties: '#722ed1', refunds: '#cf1322', orders: '#d46b08' },
  dark: { sales: '#6aa6ff', resaleFees: '#36cfc9', royalties: '#b37feb', refunds: '#ff7875', orders: '#ffa940' },
} as const satisfies Record<ColorScheme, Record<string, string>>;
