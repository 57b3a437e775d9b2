import { describe, expect, it } from 'vitest';
import { applyTheme, DEFAULT_THEME, toTheme } from './theme';

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
