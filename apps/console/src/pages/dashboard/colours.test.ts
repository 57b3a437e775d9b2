import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, CONSOLE_THEMES } from '../../lib/theme';
import { FIGURE_COLOURS } from './colours';

// The dashboard's figure colours stand out from their card in each scheme (WCAG 1.4.11: 3:1 for graphics).

describe('dashboard figure colours', () => {
  it.each(['light', 'dark'] as const)('%s: every series is at least 3:1 on the card', (scheme) => {
    const card = theme.getDesignToken(CONSOLE_THEMES[scheme]).colorBgContainer;
    const below = Object.entries(FIGURE_COLOURS[scheme])
      .map(([figure, colour]) => ({ figure, ratio: Number(contrastRatio(colour, card).toFixed(2)) }))
      .filter((r) => r.ratio < 3);
    expect(below).toEqual([]);
  });
});
