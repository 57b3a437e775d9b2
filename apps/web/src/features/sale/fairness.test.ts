import { describe, expect, it } from 'vitest';
import { checkDraw, hexBytes, pickItem } from './fairness';

// Produced by the server's apps/server/src/modules/collectibles/fairness.ts (seedHash, ticketOf, pick) for this
// seed; apps/server/test/sale-box-proof.test.ts checks the server still answers the same.
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const SEED_HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const VECTORS = [
  { drawInput: '202611220000012345678901AB:0', remaining: [1, 2, 3], ticket: 5, item: 2 },
  { drawInput: '202611220000012345678901AB:1', remaining: [5, 0, 7, 11], ticket: 2, item: 0 },
  { drawInput: 'ORDER12345678:2', remaining: [1_000_000, 999_999, 3], ticket: 923_924, item: 0 },
];

const proofOf = (v: (typeof VECTORS)[number], over: Partial<Parameters<typeof checkDraw>[0]> = {}) => ({
  seedHash: SEED_HASH,
  seed: SEED,
  drawInput: v.drawInput,
  remainingBefore: v.remaining.map((remaining, i) => ({ collectionId: 100 + i, remaining })),
  ticket: v.ticket,
  ...over,
});

describe('checking a blind-box draw in the browser', () => {
  it.each(VECTORS)('recomputes the server’s hash and ticket for $drawInput', async (v) => {
    const check = await checkDraw(proofOf(v));
    expect(check).toEqual({
      hash: SEED_HASH,
      hashOk: true,
      total: v.remaining.reduce((a, b) => a + b, 0),
      ticket: v.ticket,
      ticketOk: true,
      itemIndex: v.item,
    });
  });

  it('finds a wrong hash, a wrong ticket and another draw input', async () => {
    const v = VECTORS[0]!;
    expect((await checkDraw(proofOf(v, { seedHash: 'ab'.repeat(32) }))).hashOk).toBe(false);
    expect((await checkDraw(proofOf(v, { seedHash: SEED_HASH.toUpperCase() }))).hashOk).toBe(true);
    const wrongTicket = await checkDraw(proofOf(v, { ticket: 4 }));
    expect(wrongTicket).toMatchObject({ hashOk: true, ticket: 5, ticketOk: false });
    const otherInput = await checkDraw(proofOf(v, { drawInput: `${v.drawInput}0` }));
    expect(otherInput.hashOk).toBe(true);
  });

  it('refuses what it cannot check', async () => {
    const v = VECTORS[0]!;
    await expect(checkDraw(proofOf(v, { seed: null }))).rejects.toThrow(/not revealed/);
    await expect(checkDraw(proofOf(v, { seed: 'xyz' }))).rejects.toThrow(/not hex/);
    await expect(checkDraw(proofOf(v, { remainingBefore: [{ collectionId: 1, remaining: 0 }] }))).rejects.toThrow(/nothing/);
  });

  it('reads hex and picks the item whose range holds the ticket', () => {
    expect([...hexBytes('00ff10')!]).toEqual([0, 255, 16]);
    expect(hexBytes('abc')).toBeNull();
    expect(hexBytes('zz')).toBeNull();
    expect(hexBytes('')).toBeNull();
    expect([0, 1, 2, 3, 5].map((t) => pickItem([1, 2, 3], t))).toEqual([0, 1, 1, 2, 2]);
    expect(pickItem([0, 2], 0)).toBe(1);
    expect(pickItem([1, 2], 3)).toBe(-1);
  });
});
