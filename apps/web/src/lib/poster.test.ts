import { describe, expect, it, vi } from 'vitest';
import { fitText, inkOn } from './poster';

describe('posters', () => {
  it('write dark text on a light colour and white on a dark one', () => {
    expect(inkOn('#ffd54f')).toBe('#1a1a1a');
    expect(inkOn('#ffffff')).toBe('#1a1a1a');
    expect(inkOn('#1e3a8a')).toBe('#ffffff');
    // A mid blue (the demo's): dark text has the higher contrast there.
    expect(inkOn('#2fb7e6')).toBe('#1a1a1a');
    expect(inkOn('not a colour')).toBe('#ffffff');
  });

  it('shorten a line with an ellipsis to fit', () => {
    // A context whose characters are 10 px wide.
    const ctx = { measureText: vi.fn((s: string) => ({ width: s.length * 10 })) } as unknown as CanvasRenderingContext2D;
    expect(fitText(ctx, 'short', 100)).toBe('short');
    expect(fitText(ctx, 'a much longer name', 100)).toBe('a much lo…');
  });
});
