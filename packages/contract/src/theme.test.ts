import { describe, expect, it } from 'vitest';
import { grayLevel, parseHexColor, themeMode } from './theme';

describe('theme', () => {
  it('parses #RGB and #RRGGBB', () => {
    expect(parseHexColor('#2FB8E6')).toEqual([0x2f, 0xb8, 0xe6]);
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseHexColor('#ffff')).toBeUndefined();
    expect(parseHexColor('#GGGGGG')).toBeUndefined();
    expect(parseHexColor('red')).toBeUndefined();
  });
  it('gray level 0.299R + 0.587G + 0.114B', () => {
    expect(grayLevel('#C0C0C0')).toBe(192);
    expect(grayLevel('#BFBFBF')).toBe(191);
    expect(grayLevel('#000')).toBe(0);
    expect(grayLevel('#FFFFFF')).toBe(255);
    expect(grayLevel('#FF0000')).toBeCloseTo(76.245, 10);
    expect(grayLevel('nope')).toBeUndefined();
  });
  it('light at exactly 192, dark at 191', () => {
    expect(themeMode('#C0C0C0')).toBe('light');
    expect(themeMode('#BFBFBF')).toBe('dark');
    expect(themeMode('#F8F8F8')).toBe('light');
    expect(themeMode('#fff')).toBe('light');
    expect(themeMode('#000000')).toBe('dark');
    expect(themeMode('#2FB8E6')).toBe('dark'); // gray ≈ 150
    expect(themeMode('#FFFF00')).toBe('light'); // yellow ≈ 226
  });
  it('is light for an unparsable colour', () => {
    expect(themeMode('')).toBe('light');
  });
});
