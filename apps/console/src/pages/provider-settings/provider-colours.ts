import type { ColorScheme } from '../../lib/theme';

/**
 * The providers page's own text tokens on top of the console's theme. Light: none — the theme itself has its
 * descriptions, placeholders, errors and hovered blue at AA (decision 072's amendment), where this page once set
 * darker ones of its own. Dark: the same texts lighter than the console's dark theme has them (decision 072).
 */
export const AA_TOKENS = {
  light: {},
  dark: {
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorError: '#ff8a85',
    colorErrorText: '#ffa39e',
  },
} as const satisfies Record<ColorScheme, Record<string, string>>;

/**
 * Badge colours chosen for contrast (each text colour on its background is above 7:1), rather than antd's
 * preset tag colours, whose green and red text are near 3.5:1 on their tints. Dark: light text on dark tints.
 */
export const TONES = {
  light: {
    ok: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
    bad: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
    info: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
    warn: { color: '#612500', background: '#fff7e6', borderColor: '#ffd591' },
    neutral: { color: '#262626', background: '#f5f5f5', borderColor: '#d9d9d9' },
  },
  dark: {
    ok: { color: '#b7eb8f', background: '#162312', borderColor: '#274916' },
    bad: { color: '#ffa39e', background: '#2a1215', borderColor: '#58181c' },
    info: { color: '#91caff', background: '#111a2c', borderColor: '#15325b' },
    warn: { color: '#ffd591', background: '#2b1d11', borderColor: '#593815' },
    neutral: { color: '#d9d9d9', background: '#1f1f1f', borderColor: '#424242' },
  },
} as const satisfies Record<ColorScheme, Record<string, { color: string; background: string; borderColor: string }>>;
export type Tone = keyof (typeof TONES)['light'];
