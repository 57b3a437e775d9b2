// Checking a blind-box draw in the browser (PRODUCT.md §5, decision 012), exactly as the server drew it
// (apps/server/src/modules/collectibles/fairness.ts):
//
//     sha256(seed) = the seed hash published before the sale
//     ticket = HMAC-SHA256(key = seed bytes, message = UTF-8 draw input) as a 256-bit integer, mod total
//
// where total is the sum of the box's remaining counts before the draw, and the item drawn is the one
// whose cumulative remaining range (in the published item order) holds the ticket. Web Crypto only.

/** What a check needs: the draw proof as the server answers it. */
export interface DrawProofInput {
  seedHash: string;
  /** Hex of the 32-byte seed; null until the box's sale has ended. */
  seed: string | null;
  drawInput: string;
  remainingBefore: readonly { collectionId: number; remaining: number }[];
  ticket: number;
}

export interface DrawCheck {
  /** sha256(seed) in hex, and whether it equals the published seed hash. */
  hash: string;
  hashOk: boolean;
  /** Sum of the remaining counts before the draw: the ticket is taken mod this. */
  total: number;
  /** HMAC-SHA256(seed, drawInput) mod total, and whether it equals the proof's ticket. */
  ticket: number;
  ticketOk: boolean;
  /** Index into remainingBefore of the item whose range holds the recomputed ticket (-1: none). */
  itemIndex: number;
}

const toHex = (bytes: ArrayBuffer): string => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Bytes of a hex string; null when it is not hex of whole bytes. */
export function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The index of the item whose cumulative remaining range holds `ticket` (the server's `pick`), -1 past the end. */
export function pickItem(remaining: readonly number[], ticket: number): number {
  let upto = 0;
  for (let i = 0; i < remaining.length; i++) {
    upto += remaining[i]!;
    if (ticket < upto) return i;
  }
  return -1;
}

/**
 * Recomputes a draw from its revealed seed. Throws when the seed is not revealed or is not hex, when
 * nothing remained to draw, or when the browser has no Web Crypto (an insecure context).
 */
export async function checkDraw(proof: DrawProofInput, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<DrawCheck> {
  if (proof.seed === null) throw new Error('the seed is not revealed yet');
  const seed = hexBytes(proof.seed);
  if (!seed) throw new Error('the seed is not hex');
  const remaining = proof.remainingBefore.map((r) => r.remaining);
  const total = remaining.reduce((a, b) => a + b, 0);
  if (!(total > 0)) throw new Error('nothing remained to draw');
  const hash = toHex(await subtle.digest('SHA-256', seed));
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await subtle.sign('HMAC', key, new TextEncoder().encode(proof.drawInput));
  const ticket = Number(BigInt(`0x${toHex(mac)}`) % BigInt(total));
  return {
    hash,
    hashOk: hash === proof.seedHash.toLowerCase(),
    total,
    ticket,
    ticketOk: ticket === proof.ticket,
    itemIndex: pickItem(remaining, ticket),
  };
}
