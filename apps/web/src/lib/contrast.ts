import { parseHexColor } from '@curio/contract/client';

// WCAG 2 contrast, and the rule that turns a tenant's colour into one that reads (decision 074): the
// colour itself when it already reaches the ratio on every ground it is painted on, else the same hue and
// saturation only as much darker (on light grounds) or lighter (on dark grounds) as the ratio needs.

type Rgb = [number, number, number];

/** AA for body text. */
export const AA_TEXT = 4.5;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const rgbOf = (hex: string): Rgb | undefined => parseHexColor(hex);

/** A channel as `toHex` writes it: rounded, within 0 … 255. */
const byte = (n: number) => Math.round(Math.min(255, Math.max(0, n)));

/** WCAG's linear value of each 8-bit channel value (0 … 255), computed once. */
let linear: Float64Array | undefined;
const linearOf = (c: number) => {
  if (!linear) {
    linear = new Float64Array(256);
    for (let i = 0; i < 256; i++) linear[i] = channel(i);
  }
  return linear[c]!;
};

/** WCAG's relative luminance of the colour `toHex` writes for `rgb` (its channels rounded as the hex has them). */
const luminanceOfRgb = (rgb: Rgb) =>
  0.2126 * linearOf(byte(rgb[0])) + 0.7152 * linearOf(byte(rgb[1])) + 0.0722 * linearOf(byte(rgb[2]));

/** WCAG's contrast ratio of two luminances. */
const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG's relative luminance of an sRGB colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const rgb = rgbOf(hex);
  return rgb ? luminanceOfRgb(rgb) : NaN;
}

/** WCAG's contrast ratio of two colours (1 … 21); NaN when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(luminance(a), luminance(b));
}

const hex2 = (n: number) => byte(n).toString(16).padStart(2, '0').toUpperCase();
const toHex = ([r, g, b]: Rgb) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/** `color-mix(in srgb, a p%, b)` as a hex colour. */
export function mixHex(a: string, p: number, b: string): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return a;
  return toHex([0, 1, 2].map((i) => x[i]! * p + y[i]! * (1 - p)) as Rgb);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
}

/** The lowest contrast of `color` on any of `grounds`. */
export const worstContrast = (color: string, grounds: readonly string[]) =>
  Math.min(...grounds.map((g) => contrastRatio(color, g)));

/**
 * `color` as text on every one of `grounds` at `min`:1 at least: unchanged (upper-cased) when it already
 * reads, else its HSL lightness moved towards black (when it is darker than the first ground, the page's)
 * or white (when lighter), no further than the ratio needs; when that way cannot reach it (a mid-grey
 * ground), the other way, and at worst black or white, whichever reads better. Every channel grows with
 * the lightness, so the search is a bisection. A colour that is not hex comes back as it is.
 *
 * Every page's first render paints a theme of a dozen of these (lib/theme.ts), so the search works on
 * luminances: the grounds' once, each candidate's from its rounded channels — the colour its hex would be,
 * so the answer is the one a search over hex strings gives (contrast.test.ts holds the two together).
 */
export function readableOn(color: string, grounds: readonly string[], min = AA_TEXT): string {
  const rgb = rgbOf(color);
  const groundLuminances = grounds.map(luminance).filter((l) => !Number.isNaN(l));
  if (!rgb || groundLuminances.length === 0) return color;
  const worst = (l: number) => {
    let w = Infinity;
    for (const g of groundLuminances) w = Math.min(w, ratioOf(l, g));
    return w;
  };
  const same = toHex(rgb);
  if (worst(luminanceOfRgb(rgb)) >= min) return same;
  const hsl = toHsl(rgb);
  const darker = luminanceOfRgb(rgb) <= groundLuminances[0]!;
  const at = (l: number) => fromHsl([hsl[0], hsl[1], l]);
  const search = (towardsBlack: boolean): string | null => {
    const end = towardsBlack ? 0 : 1;
    if (worst(luminanceOfRgb(at(end))) < min) return null;
    // `ok` always reads; `bad` never does; 24 halvings put them within 1e-7 of each other.
    let ok = end;
    let bad = hsl[2];
    for (let i = 0; i < 24; i++) {
      const mid = (ok + bad) / 2;
      if (worst(luminanceOfRgb(at(mid))) >= min) ok = mid;
      else bad = mid;
    }
    return toHex(at(ok));
  };
  const found = search(darker) ?? search(!darker);
  if (found) return found;
  return worst(0) >= worst(1) ? '#000000' : '#FFFFFF';
}
