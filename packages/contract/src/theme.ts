import { LIGHT_GRAY_THRESHOLD } from './constants';

export type ThemeMode = 'light' | 'dark';

/** Parses #RGB or #RRGGBB (the '#' is optional, case-insensitive) into [r, g, b]. */
export function parseHexColor(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = m?.[1];
  if (digits === undefined) return undefined;
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((c) => c + c)
          .join('')
      : digits;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

/**
 * Gray level 0.299R + 0.587G + 0.114B of a #RGB / #RRGGBB colour (0-255), or undefined when the
 * colour cannot be parsed. Computed in integers (per mille) so that equal channels give exactly
 * their value: grayLevel('#C0C0C0') === 192.
 */
export function grayLevel(hex: string): number | undefined {
  const rgb = parseHexColor(hex);
  if (rgb === undefined) return undefined;
  const [r, g, b] = rgb;
  return (299 * r + 587 * g + 114 * b) / 1000;
}

/**
 * Spec §3: the theme mode is light if the background's gray level is at least 192, else dark.
 * An unparsable colour gives 'light' (the default page background #F8F8F8 is light).
 */
export function themeMode(backgroundHex: string): ThemeMode {
  const rgb = parseHexColor(backgroundHex);
  if (rgb === undefined) return 'light';
  const [r, g, b] = rgb;
  return 299 * r + 587 * g + 114 * b >= LIGHT_GRAY_THRESHOLD * 1000 ? 'light' : 'dark';
}
