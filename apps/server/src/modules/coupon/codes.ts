import { createHmac, randomInt } from 'node:crypto';
import { REDEEM_CODE_ALPHABET, REDEEM_CODE_LENGTH } from '@curio/contract';

/**
 * A new redemption code (decision 043): REDEEM_CODE_LENGTH (16) characters drawn uniformly (crypto's
 * randomInt, no modulo bias) from the 31-symbol alphabet without 0/O/1/I/L: 31^16 ≈ 7·10^23 codes.
 */
export function newRedeemCode(): string {
  let out = '';
  for (let i = 0; i < REDEEM_CODE_LENGTH; i++) out += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  return out;
}

/** What a user typed, as codes are stored: upper case, without spaces and dashes. */
export function normalizeRedeemCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The stored form of a code: HMAC-SHA256 under the keyring's 'redeem-code' key of `<tenant id>:<code>`
 * (the tenant id acts as a per-tenant pepper: a code of one tenant never matches on another).
 */
export function hashRedeemCode(key: Buffer, tenantId: number, code: string): string {
  return createHmac('sha256', key).update(`${tenantId}:${code}`).digest('hex');
}
