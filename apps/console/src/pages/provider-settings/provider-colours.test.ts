import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, CONSOLE_THEMES, type ColorScheme } from '../../lib/theme';
import { AA_TOKENS, TONES } from './provider-colours';

// The providers page's own colours (decision 050's AA texts, 072's dark): measured on the grounds antd paints
// in each scheme with the page's tokens on top of the console's theme.

const SCHEMES = ['light', 'dark'] as const satisfies ColorScheme[];

const pageTokens = (scheme: ColorScheme) => {
  const base = CONSOLE_THEMES[scheme];
  return theme.getDesignToken({ ...base, token: { ...base.token, ...AA_TOKENS[scheme] } });
};

describe('provider settings colours', () => {
  it.each(SCHEMES)(
    '%s: descriptions, placeholders, errors and the hovered blue reach AA on the page and its drawer',
    (scheme) => {
      const t = pageTokens(scheme);
      const texts = {
        description: t.colorTextDescription,
        placeholder: t.colorTextPlaceholder,
        error: t.colorError,
        errorText: t.colorErrorText,
        hover: t.colorPrimaryHover,
      };
      const below = [t.colorBgContainer, t.colorBgElevated].flatMap((bg) =>
        Object.entries(texts)
          .map(([name, fg]) => ({ name, bg, ratio: Number(contrastRatio(fg, bg).toFixed(2)) }))
          .filter((r) => r.ratio < 4.5),
      );
      expect(below).toEqual([]);
    },
  );

  it('dark: the page lifts its texts lighter than antd paints them, never darker', () => {
    const base = theme.getDesignToken(CONSOLE_THEMES.dark);
    const page = pageTokens('dark');
    for (const key of ['colorTextDescription', 'colorTextPlaceholder', 'colorErrorText'] as const)
      expect(contrastRatio(page[key], page.colorBgElevated)).toBeGreaterThan(contrastRatio(base[key], base.colorBgElevated));
  });

  it.each(SCHEMES)('%s: every badge text is above 7:1 on its tint', (scheme) => {
    const below = Object.entries(TONES[scheme])
      .map(([tone, c]) => ({ tone, ratio: Number(contrastRatio(c.color, c.background).toFixed(2)) }))
      .filter((r) => r.ratio <= 7);
    expect(below).toEqual([]);
  });
});
