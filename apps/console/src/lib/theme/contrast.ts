// WCAG 2's contrast ratio of two CSS colours, as the browser paints them: a translucent text colour is
// composed over its (opaque) background first. The console's theme tests measure its colours with it.

type Rgba = [number, number, number, number];

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` or `rgba(…)` as red, green, blue (0-255) and alpha (0-1). */
export function parseColour(colour: string): Rgba {
  const c = colour.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(c)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [byte(0), byte(2), byte(4), full.length === 8 ? byte(6) / 255 : 1];
  }
  const parts = /^rgba?\(([^)]+)\)$/i
    .exec(c)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (parts && parts.length >= 3 && parts.every((n) => Number.isFinite(n)))
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  throw new Error(`not a colour: ${colour}`);
}

const over = (top: Rgba, under: Rgba): Rgba => {
  const a = top[3];
  return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
};

const luminance = ([r, g, b]: Rgba) => {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** The contrast ratio (1-21) of `foreground` painted on `background` (a translucent background lies on white). */
export function contrastRatio(foreground: string, background: string): number {
  const bg = over(parseColour(background), [255, 255, 255, 1]);
  const fg = over(parseColour(foreground), bg);
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
