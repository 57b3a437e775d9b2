import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, mixHex, readableOn, worstContrast } from './contrast';

describe('contrast', () => {
  it('computes WCAG 2 ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // The grey of 4.5:1 on white lies between #777 and #767676.
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // The spec's selected tab red on white: Lighthouse reported 4.11 (it cuts, not rounds).
    expect(contrastRatio('#E63D3D', '#FFF')).toBeCloseTo(4.12, 2);
    expect(luminance('#FFFFFF')).toBe(1);
    expect(Number.isNaN(contrastRatio('red', '#FFFFFF'))).toBe(true);
  });

  it('mixes as color-mix in srgb does', () => {
    expect(mixHex('#FFFFFF', 0.5, '#000000')).toBe('#808080');
    expect(mixHex('#2FB8E6', 0.14, '#FFFFFF')).toBe('#E2F5FC');
  });

  it('keeps a colour that already reads, in upper case', () => {
    expect(readableOn('#1a1a1a', ['#F8F8F8', '#FFFFFF'])).toBe('#1A1A1A');
    expect(readableOn('#A78BFA', ['#1A1D33'])).toBe('#A78BFA');
  });

  it('darkens on light grounds and lightens on dark ones, no further than 4.5:1 needs', () => {
    const ink = readableOn('#2FB8E6', ['#FFFFFF', '#F2F3F5']);
    expect(worstContrast(ink, ['#FFFFFF', '#F2F3F5'])).toBeGreaterThanOrEqual(4.5);
    expect(luminance(ink)).toBeLessThan(luminance('#2FB8E6'));
    // The shade just lighter would not read: it stops at the ratio.
    expect(worstContrast(ink, ['#FFFFFF', '#F2F3F5'])).toBeLessThan(4.6);

    const light = readableOn('#8B5CF6', ['#0E1020', '#1A1D33']);
    expect(worstContrast(light, ['#0E1020', '#1A1D33'])).toBeGreaterThanOrEqual(4.5);
    expect(luminance(light)).toBeGreaterThan(luminance('#8B5CF6'));
  });

  it('goes the other way, or to black or white, when one way cannot reach the ratio', () => {
    // A mid grey: darker text cannot reach 4.5:1 on it, lighter can.
    const ground = '#767676';
    const out = readableOn('#606060', [ground]);
    expect(contrastRatio(out, ground)).toBeGreaterThanOrEqual(4.5);
    // White and black on each other's side: nothing reads on both; the better of black and white comes back.
    expect(['#000000', '#FFFFFF']).toContain(readableOn('#808080', ['#FFFFFF', '#000000']));
  });

  it('hands back what is not a hex colour as it is', () => {
    expect(readableOn('rgb(1,2,3)', ['#FFFFFF'])).toBe('rgb(1,2,3)');
    expect(readableOn('#123456', ['transparent'])).toBe('#123456');
  });
});

/**
 * The search as first written (decision 074): every candidate a hex string, every contrast from the strings.
 * readableOn searches over luminances (computed once per ground, each candidate's from its rounded channels);
 * it must answer exactly as this does.
 */
function readableOnByStrings(color: string, grounds: readonly string[], min = 4.5): string {
  const parse = (hex: string) =>
    /^#[0-9a-f]{6}$/i.test(hex) ? [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) : undefined;
  const rgb = parse(color);
  const valid = grounds.filter((g) => parse(g));
  if (!rgb || valid.length === 0) return color;
  const hex = (c: number[]) =>
    `#${c
      .map((n) =>
        Math.round(Math.min(255, Math.max(0, n)))
          .toString(16)
          .padStart(2, '0')
          .toUpperCase(),
      )
      .join('')}`;
  const same = hex(rgb);
  if (worstContrast(same, valid) >= min) return same;
  const [r, g, b] = rgb.map((n) => n / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const low = Math.min(r, g, b);
  const l = (max + low) / 2;
  const d = max - low;
  const s = max === low ? 0 : l > 0.5 ? d / (2 - max - low) : d / (max + low);
  const h = max === low ? 0 : (max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4) / 6;
  const at = (light: number) => {
    if (s === 0) return hex([light * 255, light * 255, light * 255]);
    const q = light < 0.5 ? light * (1 + s) : light + s - light * s;
    const p = 2 * light - q;
    const hue = (t: number) => {
      const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
      if (u < 1 / 6) return p + (q - p) * 6 * u;
      if (u < 1 / 2) return q;
      if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
      return p;
    };
    return hex([hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255]);
  };
  const darker = luminance(same) <= luminance(valid[0]!);
  const search = (towardsBlack: boolean): string | null => {
    const end = towardsBlack ? 0 : 1;
    if (worstContrast(at(end), valid) < min) return null;
    let ok = end;
    let bad = l;
    for (let i = 0; i < 24; i++) {
      const mid = (ok + bad) / 2;
      if (worstContrast(at(mid), valid) >= min) ok = mid;
      else bad = mid;
    }
    return at(ok);
  };
  const found = search(darker) ?? search(!darker);
  if (found) return found;
  return worstContrast('#000000', valid) >= worstContrast('#FFFFFF', valid) ? '#000000' : '#FFFFFF';
}

describe('readableOn searches over luminances', () => {
  it('answers as the search over hex strings does, for thousands of colours on one to six grounds', () => {
    // A fixed sequence (a linear congruential generator), so that a failure can be replayed.
    let seed = 20261130;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const colour = () => `#${next().toString(16).padStart(8, '0').slice(-6).toUpperCase()}`;
    let changed = 0;
    for (let i = 0; i < 3000; i++) {
      const grounds = Array.from({ length: 1 + (next() % 6) }, colour);
      const text = colour();
      const min = [3, 4.5, 7][next() % 3]!;
      const fast = readableOn(text, grounds, min);
      expect(fast, `${text} on ${grounds.join(' ')} at ${min}`).toBe(readableOnByStrings(text, grounds, min));
      if (fast !== text) changed += 1;
    }
    // Most random pairs need a change: the search itself is what is compared, not only the colours that read.
    expect(changed).toBeGreaterThan(1000);
  });
});
