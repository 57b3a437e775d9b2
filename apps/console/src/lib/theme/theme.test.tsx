import fs from 'node:fs';
import path from 'node:path';
import { Tag, theme } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../test/dom';
import { contrastRatio } from './contrast';
import { CONSOLE_THEMES, ConsoleThemeProvider, PRESET_COLOURS, useColorScheme, type ColorScheme } from './theme';

// The console's theme (decision 072): the system's colour scheme picks light or dark, live; and the chosen
// text colours reach WCAG AA (4.5:1) on the backgrounds antd paints in each scheme.

/** A system whose colour scheme the test sets, telling listeners as a browser does. */
function fakeSystem(initial: ColorScheme) {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' ? dark : false;
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(scheme: ColorScheme) {
      dark = scheme === 'dark';
      act(() => listeners.forEach((l) => l()));
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

function Probe() {
  const { token } = theme.useToken();
  return <output data-scheme={useColorScheme()} data-container={token.colorBgContainer} data-primary={token.colorPrimary} />;
}
const probe = () => document.querySelector('output')!;

let system: ReturnType<typeof fakeSystem> | null = null;
afterEach(() => {
  system?.restore();
  system = null;
});

describe('the console theme follows the system colour scheme', () => {
  it('a dark system draws antd in its dark algorithm, a light one in the default', () => {
    expect(CONSOLE_THEMES.dark.algorithm).toBe(theme.darkAlgorithm);
    expect(CONSOLE_THEMES.light.algorithm).toBe(theme.defaultAlgorithm);

    system = fakeSystem('dark');
    mount(
      <ConsoleThemeProvider>
        <Probe />
      </ConsoleThemeProvider>,
    );
    expect(probe().dataset.scheme).toBe('dark');
    expect(probe().dataset.container).toBe('#141414');
    expect(probe().dataset.primary).toBe(theme.getDesignToken(CONSOLE_THEMES.dark).colorPrimary);
  });

  it('switches at once when the system changes (one listener, however often it draws)', () => {
    system = fakeSystem('light');
    mount(
      <ConsoleThemeProvider>
        <Probe />
      </ConsoleThemeProvider>,
    );
    expect(probe().dataset.scheme).toBe('light');
    expect(probe().dataset.container).toBe('#ffffff');
    expect(probe().dataset.primary).toBe('#1d5fd6');

    system.set('dark');
    expect(probe().dataset.scheme).toBe('dark');
    expect(probe().dataset.container).toBe('#141414');

    system.set('light');
    expect(probe().dataset.scheme).toBe('light');
    expect(system.listeners.size).toBe(1);
  });

  it('light is antd default with the console blue, #1d5fd6', () => {
    expect(CONSOLE_THEMES.light.token).toMatchObject({ colorPrimary: '#1d5fd6', borderRadius: 6, fontSize: 14 });
    expect(theme.getDesignToken(CONSOLE_THEMES.light).colorBgContainer).toBe('#ffffff');
  });
});

describe('contrast', () => {
  it('measures WCAG ratios, composing translucent text on its ground', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // 50 % black on white is #808080 (3.9:1)
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1);
    expect(() => contrastRatio('blue', '#fff')).toThrow();
  });

  const AA = 4.5;
  /** Each text on each ground below AA, with its ratio (none expected). */
  const belowAA = (texts: Record<string, string>, grounds: Record<string, string>) =>
    Object.entries(grounds).flatMap(([ground, bg]) =>
      Object.entries(texts)
        .map(([name, fg]) => ({ name, ground, ratio: Number(contrastRatio(fg, bg).toFixed(2)) }))
        .filter((r) => r.ratio < AA),
    );
  /** The grounds text lies on: cards and tables, drawers, modals and menus, the page itself. */
  const grounds = (scheme: ColorScheme) => {
    const t = theme.getDesignToken(CONSOLE_THEMES[scheme]);
    return { container: t.colorBgContainer, elevated: t.colorBgElevated, layout: t.colorBgLayout };
  };

  it.each(['light', 'dark'] as const)('%s: the primary and the text colours reach AA on every ground', (scheme) => {
    const t = theme.getDesignToken(CONSOLE_THEMES[scheme]);
    const texts = {
      primary: t.colorPrimary,
      primaryText: t.colorPrimaryText,
      text: t.colorText,
      secondary: t.colorTextSecondary,
    };
    expect(belowAA(texts, grounds(scheme))).toEqual([]);
    // Light's page behind the shell (global.css) as well.
    if (scheme === 'light') expect(belowAA(texts, { page: '#f5f6f8' })).toEqual([]);
  });

  it('dark: links, descriptions, errors and the selected item reach AA too; solid buttons carry dark text', () => {
    const dark = CONSOLE_THEMES.dark;
    const t = theme.getDesignToken(dark);
    // The chosen blue is lighter than light's and measured as antd paints it.
    expect(contrastRatio(t.colorPrimary, t.colorBgElevated)).toBeGreaterThan(5);
    expect(contrastRatio(t.colorPrimary, t.colorBgContainer)).toBeGreaterThan(5.5);
    const texts = {
      link: t.colorLink,
      description: t.colorTextDescription,
      tertiary: t.colorTextTertiary,
      placeholder: t.colorTextPlaceholder,
      error: t.colorError,
    };
    expect(belowAA(texts, grounds('dark'))).toEqual([]);
    // The selected menu item, option or row: blue text on the primary's ground.
    expect(contrastRatio(t.colorPrimary, t.colorPrimaryBg)).toBeGreaterThanOrEqual(AA);
    // A primary or danger button's text on its fill, at rest and hovered.
    const button = dark.components!.Button!;
    for (const fill of [t.colorPrimary, t.colorPrimaryHover])
      expect(contrastRatio(button.primaryColor!, fill)).toBeGreaterThanOrEqual(AA);
    for (const fill of [t.colorError, t.colorErrorHover])
      expect(contrastRatio(button.dangerColor!, fill)).toBeGreaterThanOrEqual(AA);
  });

  it('light: descriptions, secondary lines, placeholders, an empty table, errors and information reach AA too', () => {
    const light = CONSOLE_THEMES.light;
    const t = theme.getDesignToken(light);
    const texts = {
      description: t.colorTextDescription,
      tertiary: t.colorTextTertiary,
      placeholder: t.colorTextPlaceholder,
      emptyTable: light.components!.Table!.colorTextDisabled!,
      error: t.colorError,
      info: t.colorInfo,
    };
    expect(belowAA(texts, { ...grounds('light'), page: '#f5f6f8' })).toEqual([]);
  });

  /** The console's light-only rules (global.css, outside `prefers-color-scheme: dark`). */
  const globalCss = fs.readFileSync(path.resolve(import.meta.dirname, '../../app/global.css'), 'utf8');
  const lightCss = globalCss.slice(globalCss.indexOf('@media not all and (prefers-color-scheme: dark)'));

  it.each(['light', 'dark'] as const)(
    '%s: every preset tag (gold, lime, purple, …) reads at AA on its own tint, as the CSS variables paint it',
    (scheme) => {
      system = fakeSystem(scheme);
      mount(
        <ConsoleThemeProvider>
          <Tag color="purple">royalty</Tag>
        </ConsoleThemeProvider>,
      );
      // antd paints a tag from its CSS variables (`color: var(--ant-purple-7)` on `var(--ant-purple-1)`).
      const css = Array.from(document.querySelectorAll('style'), (el) => el.textContent ?? '').join('\n');
      const cssVar = (name: string) => new RegExp(`--ant-${name}:(#[0-9a-fA-F]{6})`).exec(css)?.[1] ?? `missing ${name}`;
      // Light: where global.css gives a preset a darker text shade of its palette (outside dark), that shade.
      const textShade = (c: string) =>
        scheme === 'light'
          ? (new RegExp(`\\.ant-tag-${c}[^{]*\\{\\s*color: var\\(--ant-${c}-(\\d+)\\)`).exec(lightCss)?.[1] ?? '7')
          : '7';
      const below = PRESET_COLOURS.map((c) => ({
        c,
        ratio: Number(contrastRatio(cssVar(`${c}-${textShade(c)}`), cssVar(`${c}-1`)).toFixed(2)),
      })).filter((r) => r.ratio < AA);
      expect(below).toEqual([]);
    },
  );
});
