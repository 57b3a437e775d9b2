import { createHmac, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  NONCE_ALPHABET,
  PLATFORM,
  SIGNED_HEADERS,
  SIGNING_VECTORS,
  bytesToBase64,
  canonicalString,
  createNonce,
  isTimestampFresh,
  signRequest,
  signingString,
  timingSafeEqualString,
  verifyRequestSignature,
} from './signing';

describe('constants', () => {
  it('signs platform, timestamp, nonce; platform H5', () => {
    expect(SIGNED_HEADERS).toEqual(['platform', 'timestamp', 'nonce', 'sign']);
    expect(PLATFORM).toBe('H5');
  });
});

describe('canonicalString', () => {
  it('sorts by lowercased key, keeps key case, drops undefined and empty values', () => {
    expect(canonicalString({ timestamp: '1', platform: 'H5', nonce: 'n', token: undefined })).toBe(
      'nonce=n&platform=H5&timestamp=1',
    );
    expect(canonicalString({ Timestamp: '1', nonce: '2', Platform: 'H5', token: '' })).toBe('nonce=2&Platform=H5&Timestamp=1');
    expect(canonicalString({ b: '2', A: '1', c: '3' })).toBe('A=1&b=2&c=3');
    expect(canonicalString({})).toBe('');
  });
  it('does not encode values', () => {
    expect(canonicalString({ token: 'a&b=c d' })).toBe('token=a&b=c d');
  });
  it('orders keys equal up to case deterministically', () => {
    expect(canonicalString({ a: '1', A: '2' })).toBe('A=2&a=1');
    expect(canonicalString({ A: '2', a: '1' })).toBe('A=2&a=1');
  });
  it('omits the token when it is undefined', () => {
    const base = { platform: 'H5', timestamp: '1700000000000', nonce: 'abcdefghijklmnop' };
    expect(signingString({ ...base, token: undefined })).toBe('nonce=abcdefghijklmnop&platform=H5&timestamp=1700000000000');
    expect(signingString(base)).not.toContain('token');
    expect(signingString({ ...base, token: 't' })).toMatch(/&token=t$/);
  });
  it('ignores extra properties of SignParams', () => {
    const params = { platform: 'H5', timestamp: '1', nonce: 'n', extra: 'x' };
    expect(signingString(params)).toBe('nonce=n&platform=H5&timestamp=1');
  });
});

describe('SIGNING_VECTORS', () => {
  it('has at least 4 vectors, including with and without token and a non-ASCII key', () => {
    expect(SIGNING_VECTORS.length).toBeGreaterThanOrEqual(4);
    expect(SIGNING_VECTORS.some((v) => v.params.token === undefined)).toBe(true);
    expect(SIGNING_VECTORS.some((v) => (v.params.token ?? '').length > 0)).toBe(true);
    expect(SIGNING_VECTORS.some((v) => /[^\x20-\x7e]/.test(v.key))).toBe(true);
    expect(SIGNING_VECTORS.some((v) => /[&=+/ ]/.test(v.params.token ?? ''))).toBe(true);
  });
  it.each(SIGNING_VECTORS.map((v, i) => [i, v] as const))('vector %i: canonical string and signature', async (_i, v) => {
    expect(signingString(v.params)).toBe(v.canonical);
    expect(await signRequest(v.params, v.key)).toBe(v.sign);
    // Independently, as the server will: node:crypto createHmac.
    expect(createHmac('sha256', v.key).update(v.canonical, 'utf8').digest('base64')).toBe(v.sign);
    expect(await verifyRequestSignature(v.params, v.key, v.sign)).toBe(true);
  });
  it('a different key, token or timestamp changes the signature', async () => {
    const v = SIGNING_VECTORS[0]!;
    expect(await signRequest(v.params, v.key + 'x')).not.toBe(v.sign);
    expect(await signRequest({ ...v.params, token: 'other' }, v.key)).not.toBe(v.sign);
    expect(await signRequest({ ...v.params, timestamp: '1700000000001' }, v.key)).not.toBe(v.sign);
    const flipped = (v.sign[0] === 'A' ? 'B' : 'A') + v.sign.slice(1);
    expect(await verifyRequestSignature(v.params, v.key, flipped)).toBe(false);
    expect(await verifyRequestSignature(v.params, v.key, '')).toBe(false);
  });
  it('refuses an empty key', async () => {
    await expect(signRequest(SIGNING_VECTORS[0]!.params, '')).rejects.toThrow();
  });
});

describe('bytesToBase64', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  it('matches RFC 4648 test vectors', () => {
    expect(bytesToBase64(enc(''))).toBe('');
    expect(bytesToBase64(enc('f'))).toBe('Zg==');
    expect(bytesToBase64(enc('fo'))).toBe('Zm8=');
    expect(bytesToBase64(enc('foo'))).toBe('Zm9v');
    expect(bytesToBase64(enc('foob'))).toBe('Zm9vYg==');
    expect(bytesToBase64(enc('fooba'))).toBe('Zm9vYmE=');
    expect(bytesToBase64(enc('foobar'))).toBe('Zm9vYmFy');
  });
  it('matches Buffer on random bytes of every length up to 64', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = webcrypto.getRandomValues(new Uint8Array(n));
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(bytesToBase64(all)).toBe(Buffer.from(all).toString('base64'));
  });
});

describe('createNonce', () => {
  it('is 16 characters of [A-Za-z0-9]', () => {
    expect(NONCE_ALPHABET).toHaveLength(62);
    for (let i = 0; i < 200; i++) expect(createNonce()).toMatch(/^[A-Za-z0-9]{16}$/);
  });
  it('differs between calls', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
  });
  it('uses the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 500 }, () => createNonce()).join(''));
    expect(seen.size).toBe(62);
  });
});

describe('isTimestampFresh / timingSafeEqualString', () => {
  it('accepts within 300 s either way', () => {
    const now = 1_700_000_000_000;
    expect(isTimestampFresh(String(now), now)).toBe(true);
    expect(isTimestampFresh(String(now - 300_000), now)).toBe(true);
    expect(isTimestampFresh(String(now + 300_000), now)).toBe(true);
    expect(isTimestampFresh(String(now - 300_001), now)).toBe(false);
    expect(isTimestampFresh(String(now + 300_001), now)).toBe(false);
    expect(isTimestampFresh('abc', now)).toBe(false);
    expect(isTimestampFresh('', now)).toBe(false);
    expect(isTimestampFresh('-1', now)).toBe(false);
  });
  it('compares strings', () => {
    expect(timingSafeEqualString('abc', 'abc')).toBe(true);
    expect(timingSafeEqualString('abc', 'abd')).toBe(false);
    expect(timingSafeEqualString('abc', 'abcd')).toBe(false);
    expect(timingSafeEqualString('', '')).toBe(true);
  });
});
