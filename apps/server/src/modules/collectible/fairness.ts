import { createHash, createHmac } from 'node:crypto';

/**
 * Provably fair blind boxes (PRODUCT.md §5, decision 012). Before a box's sale opens the server
 * publishes sha256(seed). Each draw takes the ticket
 *
 *     ticket = HMAC-SHA256(key = seed, message = drawInput) as a 256-bit integer, mod total
 *
 * where drawInput is `<orderNo>:<index of the box in the order>` and total is the box's remaining
 * stock (the sum of every item's remaining count, in the published item order); the item drawn is the
 * one whose cumulative remaining range holds the ticket. Once the seed is revealed anyone can recompute
 * the hash and every draw from the recorded inputs.
 */
export function seedHash(seed: Buffer): string {
  return createHash('sha256').update(seed).digest('hex');
}

export function ticketOf(seed: Buffer, drawInput: string, total: number): number {
  if (total <= 0) throw new Error('nothing left to draw');
  const n = BigInt(`0x${createHmac('sha256', seed).update(drawInput).digest('hex')}`);
  return Number(n % BigInt(total));
}

/** The index (into `remaining`) of the item whose range holds the ticket. */
export function pick(remaining: readonly number[], ticket: number): number {
  let upto = 0;
  for (let i = 0; i < remaining.length; i++) {
    upto += remaining[i]!;
    if (ticket < upto) return i;
  }
  throw new Error('ticket beyond the remaining stock');
}
