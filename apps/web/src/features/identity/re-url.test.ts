import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, safeReUrl, withReUrl } from './re-url';

describe('reUrl after login', () => {
  it('keeps internal routes with their query', () => {
    expect(safeReUrl('/pages/account/index/index')).toBe('/pages/account/index/index');
    expect(safeReUrl('/pages/detail/collection?id=12&from=tab')).toBe('/pages/detail/collection?id=12&from=tab');
    expect(safeReUrl('/')).toBe('/');
  });

  it('refuses anything that could leave the app', () => {
    for (const bad of [
      'https://evil.example/steal',
      'http:/evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'pages/account/index/index',
      ' //evil.example',
      '/pages/x\nSet-Cookie',
      '/pages\\..\\evil',
    ]) {
      expect(safeReUrl(bad), bad).toBe(DEFAULT_LANDING);
    }
  });

  it('falls back to the home shell when missing, empty, or a page of the login flow', () => {
    expect(safeReUrl(undefined)).toBe(DEFAULT_LANDING);
    expect(safeReUrl(null)).toBe(DEFAULT_LANDING);
    expect(safeReUrl('')).toBe(DEFAULT_LANDING);
    expect(safeReUrl('/pages/login/index?reUrl=%2Fx')).toBe(DEFAULT_LANDING);
    expect(safeReUrl('/pages/register/index')).toBe(DEFAULT_LANDING);
    expect(safeReUrl('/pages/login/forget')).toBe(DEFAULT_LANDING);
    expect(safeReUrl('/pages/login/agreement')).toBe('/pages/login/agreement');
  });

  it('carries a safe reUrl to another page and drops an unsafe one', () => {
    expect(withReUrl('/pages/register/index', '/pages/account/index/index')).toBe(
      '/pages/register/index?reUrl=%2Fpages%2Faccount%2Findex%2Findex',
    );
    expect(withReUrl('/pages/register/index?inviteCode=ABCDEFG', '/x?y=1')).toBe(
      '/pages/register/index?inviteCode=ABCDEFG&reUrl=%2Fx%3Fy%3D1',
    );
    expect(withReUrl('/pages/register/index', 'https://evil.example')).toBe('/pages/register/index');
    expect(withReUrl('/pages/register/index', undefined)).toBe('/pages/register/index');
  });
});
