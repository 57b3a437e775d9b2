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
