import { describe, expect, it } from 'vitest';
import { parseTokenId, tokenIdOf } from '../src/token-id';

describe('token ids', () => {
  it('put the collection id above a 32-bit serial', () => {
    expect(tokenIdOf(1, 1)).toBe(0x1_0000_0001n);
    expect(tokenIdOf(12, 1000)).toBe((12n << 32n) | 1000n);
    expect(parseTokenId(tokenIdOf(12, 1000))).toEqual({ collectionId: 12n, serial: 1000n });
    expect(parseTokenId(tokenIdOf(2n ** 200n, 2n ** 32n - 1n))).toEqual({ collectionId: 2n ** 200n, serial: 2n ** 32n - 1n });
  });

  it('refuse serials and collections out of range', () => {
    expect(() => tokenIdOf(0, 1)).toThrow(RangeError);
    expect(() => tokenIdOf(1, 0)).toThrow(RangeError);
    expect(() => tokenIdOf(1, 2n ** 32n)).toThrow(RangeError);
    expect(() => tokenIdOf(2n ** 224n, 1)).toThrow(RangeError);
    expect(() => parseTokenId(5n)).toThrow(RangeError);
    expect(() => parseTokenId(1n << 32n)).toThrow(RangeError);
  });
});
