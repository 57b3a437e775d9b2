import { describe, expect, it } from 'vitest';
import { maskIdCard, maskMiddle, maskPhone } from './masking';

describe('masking', () => {
  it('phone keeps the first 3 and last 4', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('91234567')).toBe('912*4567');
  });
  it('ID keeps the first 6 and last 4', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('11010519491231002X')).toHaveLength(18);
  });
  it('masks everything when too short to hide anything', () => {
    expect(maskPhone('1234567')).toBe('*******');
    expect(maskPhone('')).toBe('');
    expect(maskIdCard('1234567890')).toBe('**********');
    expect(maskMiddle('abcdef', 1, 1)).toBe('a****f');
  });
});
