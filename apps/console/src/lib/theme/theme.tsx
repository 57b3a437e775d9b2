import { ConfigProvider, theme, type ConfigProviderProps, type ThemeConfig } from 'antd';
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';

// The console's light and dark themes (decision 072): the operator's system colour scheme picks one, and a
// change of it switches at once.

export type ColorScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The console's own blue (not a tenant's), as seeds: on white #1d5fd6 is 5.7:1; on antd's dark backgrounds
 * that blue is 2.4-2.7:1, so dark seeds a lighter one (antd's dark algorithm paints it as #5d90dc: 5.1:1 on
 * the elevated #1f1f1f, 5.7:1 on the container's #141414), whose solid buttons carry dark text.
 */
export const CONSOLE_PRIMARY: Record<ColorScheme, string> = { light: '#1d5fd6', dark: '#6aa6ff' };

const SHAPE = { borderRadius: 6, fontSize: 14 } as const;

/** antd's preset colours, whose tags (`<Tag color="purple">`) the console's pages use for kinds and states. */
export const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;

/**
 * A preset tag's text is its colour's 7th shade on the 1st; antd's dark 7th purple is 3.4:1 and geekblue
 * 4.2:1 on their tints. Dark seeds each preset with the 5th shade of its light palette (one lighter than the
 * default seed, the 6th): every tag's text is then 5:1 or more on its tint. (The seeds, not the shades
 * themselves: antd's CSS variables take a palette from its seed and ignore a shade given on its own.)
 */
const lightPalette = theme.getDesignToken();
const DARK_PRESET_SEEDS = Object.fromEntries(PRESET_COLOURS.map((c) => [c, lightPalette[`${c}5`]]));

/** antd's theme for each scheme: antd's own (default, dark) with the console's blue, and every text at AA. */
export const CONSOLE_THEMES: Record<ColorScheme, ThemeConfig> = {
  light: {
    algorithm: theme.defaultAlgorithm,
    token: {
      ...SHAPE,
      colorPrimary: CONSOLE_PRIMARY.light,
      // Information's blue (processing tags, counts): antd's #1677ff is 4.1:1 on its tint; the console's blue.
      colorInfo: CONSOLE_PRIMARY.light,
      // Danger links and buttons, form errors: antd's #ff4d4f is 3.3:1 on white; its 7th red is 5.9:1.
      colorError: '#cf1322',
      colorErrorText: '#a8071a',
      // The hovered and pressed blue (buttons, links): antd's from the console blue is #4481e3, 3.8:1 on white.
      colorPrimaryHover: '#174fb8',
      colorPrimaryActive: '#123f94',
      // Secondary lines (Typography's secondary, statistics' titles, descriptions' labels, hints): antd's 45 %
      // black is 3.4:1 on white.
      colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
      colorTextDescription: 'rgba(0, 0, 0, 0.58)',
      // Placeholders that read as a filter's value ("Any status"): antd's 25 % black is 1.9:1.
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    },
    components: {
      // An empty table's "None" is painted in the disabled grey (25 % black, 1.9:1).
      Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    },
  },
  dark: {
    algorithm: theme.darkAlgorithm,
    token: {
      ...SHAPE,
      colorPrimary: CONSOLE_PRIMARY.dark,
      // Links are the primary's blue (antd's dark link, #1668dc, is 3.2:1 on #1f1f1f).
      colorLink: CONSOLE_PRIMARY.dark,
      // The selected menu item's, option's and row's ground: antd's dark one (#2e405b with this blue) leaves
      // the blue text on it at 3.2:1; a darker blue keeps it above 5:1.
      colorPrimaryBg: '#111d2c',
      colorPrimaryBgHover: '#15253b',
      // Form errors and danger buttons' text: antd's dark red (#dc4446) is 3.9:1 on #1f1f1f.
      colorError: '#ff7070',
      // Secondary lines (Typography's secondary, statistics' titles, descriptions' labels, hints): antd's
      // 45 % white is 4.4:1 on #1f1f1f.
      colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
      colorTextDescription: 'rgba(255, 255, 255, 0.55)',
      // Placeholders that read as a filter's value ("Any status"): antd's 25 % white is 2.2:1.
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
      ...DARK_PRESET_SEEDS,
    },
    components: {
      // White on the light blue (or the lighter red) would be 3.2:1: solid buttons carry near-black text.
      Button: { primaryColor: '#000000', dangerColor: '#000000' },
      // An empty table's "None" is painted in the disabled grey (25 % white, 2.2:1).
      Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.5)' },
    },
  },
};

/** The operator's system colour scheme now (light where the browser cannot tell). */
export function systemColorScheme(): ColorScheme {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(DARK_QUERY) : undefined;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The system colour scheme, rendered again whenever the operator's system changes it. */
export function useSystemColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, systemColorScheme, () => 'light');
}

const ColorSchemeContext = createContext<ColorScheme>('light');

/** The scheme the console is drawn in, for the colours antd's tokens do not carry (a chart's series, badges). */
export function useColorScheme(): ColorScheme {
  return use(ColorSchemeContext);
}

/** antd's ConfigProvider in the console's theme for the system colour scheme, and the scheme for useColorScheme. */
export function ConsoleThemeProvider({ locale, children }: { locale?: ConfigProviderProps['locale']; children: ReactNode }) {
  const scheme = useSystemColorScheme();
  return (
    <ColorSchemeContext value={scheme}>
      <ConfigProvider locale={locale} theme={CONSOLE_THEMES[scheme]}>
        {children}
      </ConfigProvider>
    </ColorSchemeContext>
  );
}
