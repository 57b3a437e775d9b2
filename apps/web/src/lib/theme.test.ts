import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, mixHex } from './contrast';
import { applyTheme, DEFAULT_THEME, readableColours, THEME_TINT, themeVariables, toTheme, type Theme } from './theme';

describe('theme', () => {
  it('defaults to the spec colours', () => {
    const t = toTheme(undefined);
    expect(t.themeColor).toBe('#2FB8E6');
    expect(t.tabBarTextActiveColor).toBe('#E63D3D');
    expect(t.mode).toBe('light');
    expect(t).toEqual(DEFAULT_THEME);
  });

  it('is light when the background gray level is exactly 192, dark at 191', () => {
    expect(toTheme({ globalBackgroundColor: '#C0C0C0' }).mode).toBe('light');
    expect(toTheme({ globalBackgroundColor: '#BFBFBF' }).mode).toBe('dark');
    expect(toTheme({ globalBackgroundColor: '#0E1020' }).borderStyle).toBe('white');
  });

  it('maps the server fields and menu colours onto the client theme', () => {
    const t = toTheme(
      {
        themeColor: '#8B5CF6',
        globalBackgroundColor: '#0E1020',
        globalTextColor: '#F2F3FF',
        globalTextSubColor: '#8A8FB5',
        globalCardBackgroundColor: '#1A1D33',
        globalMinorBackgroundColor: '#232744',
        globalDividingLineColor: '#2C3050',
        grayMode: true,
      },
      { selectTextColor: '#A78BFA', textColor: '#6B7096' },
    );
    expect(t).toEqual({
      themeColor: '#8B5CF6',
      mainTextColor: '#F2F3FF',
      secondaryTextColor: '#8A8FB5',
      backgroundColor: '#0E1020',
      secondaryBackgroundColor: '#1A1D33',
      secondaryBackgroundColor2: '#232744',
      auxiliaryLineColor: '#2C3050',
      tabBarTextColor: '#6B7096',
      tabBarTextActiveColor: '#A78BFA',
      tabBarbgColor: '#1A1D33',
      borderStyle: 'white',
      mode: 'dark',
      grayMode: true,
    });
  });

  it('applies variables, dark palette and gray mode to the document', () => {
    const root = document.documentElement;
    applyTheme(toTheme({ globalBackgroundColor: '#0E1020', themeColor: '#8B5CF6', grayMode: true }), root);
    expect(root.style.getPropertyValue('--curio-theme')).toBe('#8B5CF6');
    expect(root.style.getPropertyValue('--adm-color-primary')).toBe('#8B5CF6');
    expect(root.getAttribute('data-prefers-color-scheme')).toBe('dark');
    expect(root.classList.contains('curio-gray')).toBe(true);
    applyTheme(DEFAULT_THEME, root);
    expect(root.hasAttribute('data-prefers-color-scheme')).toBe(false);
    expect(root.classList.contains('curio-gray')).toBe(false);
  });
});

/** Colours of the seeded tenants (apps/server/src/seed/demo.ts): Curio Demo and Maple Arts take the spec's, Aurora its own. */
const SEEDED = {
  'Curio Demo': {
    server: {
      themeColor: '#2FB8E6',
      globalBackgroundColor: '#F8F8F8',
      globalTextColor: '#1A1A1A',
      globalTextSubColor: '#8C8C8C',
      globalCardBackgroundColor: '#FFFFFF',
      globalMinorBackgroundColor: '#F2F3F5',
      globalDividingLineColor: '#EBEDF0',
    },
    menu: { textColor: '#999999', selectTextColor: '#E63D3D' },
  },
  Aurora: {
    server: {
      themeColor: '#8B5CF6',
      globalBackgroundColor: '#0E1020',
      globalTextColor: '#F2F3FF',
      globalTextSubColor: '#8A8FB5',
      globalCardBackgroundColor: '#1A1D33',
      globalMinorBackgroundColor: '#232744',
      globalDividingLineColor: '#2C3050',
    },
    menu: { textColor: '#6B7096', selectTextColor: '#A78BFA' },
  },
} as const;

/** Every text colour of a theme and the grounds it is painted on, as the CSS uses them. */
function paintings(t: Theme) {
  const c = readableColours(t);
  const grounds = [t.backgroundColor, t.secondaryBackgroundColor, t.secondaryBackgroundColor2];
  const tints = grounds.map((g) => mixHex(t.themeColor, THEME_TINT, g));
  return [
    ['text', c.text, grounds],
    ['text-sub', c.textSub, grounds],
    ['theme-ink', c.themeInk, [...grounds, ...tints]],
    ['white on theme-fill', '#FFFFFF', [c.themeFill]],
    ['tab text', c.tabText, [t.tabBarbgColor]],
    ['tab active', c.tabActive, [t.tabBarbgColor]],
  ] as const;
}

const hueOf = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return null;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
};
/** max - min of the channels (0 … 1): how far from grey, where a hue means something after rounding to bytes. */
const chromaOf = (hex: string) => {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return Math.max(...c) - Math.min(...c);
};
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('readable colours (decision 074)', () => {
  for (const [name, seeded] of Object.entries(SEEDED)) {
    it(`reach 4.5:1 on every ground of ${name}`, () => {
      const t = toTheme(seeded.server, seeded.menu);
      for (const [what, colour, grounds] of paintings(t))
        for (const ground of grounds)
          expect(contrastRatio(colour, ground), `${what} ${colour} on ${ground}`).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('keep the brand: the same hue, only as much darker or lighter as contrast needs', () => {
    const demo = readableColours(toTheme(SEEDED['Curio Demo'].server, SEEDED['Curio Demo'].menu));
    // The spec's blue as text is a deeper blue; the texts that read already are unchanged.
    expect(demo.text).toBe('#1A1A1A');
    expect(hueDistance(hueOf(demo.themeInk)!, hueOf('#2FB8E6')!)).toBeLessThan(2);
    expect(hueDistance(hueOf(demo.tabActive)!, hueOf('#E63D3D')!)).toBeLessThan(2);
    const aurora = readableColours(toTheme(SEEDED.Aurora.server, SEEDED.Aurora.menu));
    expect(aurora.text).toBe('#F2F3FF');
    expect(aurora.tabActive).toBe('#A78BFA');
    // Aurora's violet is lighter as text on its dark grounds, darker under white text.
    expect(luminance(aurora.themeInk)).toBeGreaterThan(luminance('#8B5CF6'));
    expect(luminance(aurora.themeFill)).toBeLessThan(luminance('#8B5CF6'));
  });

  it('set the readable colours as the CSS variables the texts use, the brand colour for grounds', () => {
    const t = toTheme(SEEDED['Curio Demo'].server, SEEDED['Curio Demo'].menu);
    const v = themeVariables(t);
    const c = readableColours(t);
    expect(v['--curio-theme']).toBe('#2FB8E6');
    expect(v['--adm-color-primary']).toBe('#2FB8E6');
    expect(v['--curio-theme-ink']).toBe(c.themeInk);
    expect(v['--curio-theme-fill']).toBe(c.themeFill);
    expect(v['--curio-text-sub']).toBe(c.textSub);
    expect(v['--adm-color-weak']).toBe(c.textSub);
    expect(v['--curio-tab-text']).toBe(c.tabText);
    expect(v['--curio-tab-active']).toBe(c.tabActive);
  });

  it('reach 4.5:1 for any brand colours on any light or dark grounds (2,000 random themes)', () => {
    // A fixed-seed generator (mulberry32): the same themes every run, any failure reproducible.
    let seed = 0x74c0ffee;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const byte = (lo = 0, hi = 255) => Math.floor(lo + random() * (hi - lo + 1));
    const hex = (lo?: number, hi?: number) =>
      `#${[byte(lo, hi), byte(lo, hi), byte(lo, hi)].map((n) => n.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    for (let i = 0; i < 2000; i++) {
      const dark = random() < 0.5;
      // Grounds as a tenant picks them for its mode: light ones light, dark ones dark (spec §3's gray level decides the mode).
      const ground = () => (dark ? hex(0, 60) : hex(215, 255));
      const brand = hex();
      const t = toTheme(
        {
          themeColor: brand,
          globalBackgroundColor: ground(),
          globalTextColor: hex(),
          globalTextSubColor: hex(),
          globalCardBackgroundColor: ground(),
          globalMinorBackgroundColor: ground(),
        },
        { textColor: hex(), selectTextColor: hex() },
      );
      expect(t.mode).toBe(dark ? 'dark' : 'light');
      for (const [what, colour, grounds] of paintings(t))
        for (const g of grounds)
          expect(contrastRatio(colour, g), `${what} ${colour} on ${g} (brand ${brand})`).toBeGreaterThanOrEqual(4.5);
      // The brand's hue survives as text (a colour, not a near-grey, whose hue rounding to bytes moves).
      const ink = readableColours(t).themeInk;
      if (chromaOf(brand) >= 0.2 && chromaOf(ink) >= 0.1)
        expect(hueDistance(hueOf(brand)!, hueOf(ink)!), `${brand} → ${ink}`).toBeLessThan(6);
    }
  });
});
