import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode } from '../src/modules/operator/totp';

// RFC 6238's TOTP as the console computes it (decision 036), against the RFC's own test vectors.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 vectors (last 6 digits)', () => {
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET, seconds * 1000), String(seconds)).toBe(code);
  });

  it('base32 round-trips', () => {
    const raw = Buffer.from('curio operator secret!');
    expect(base32Decode(base32Encode(raw))).toEqual(raw);
  });

  it('accepts one step either side, never the same step twice', () => {
    const now = 1_800_000_000_000;
    const code = totpCode(RFC_SECRET, now - 30_000);
    const step = matchTotp(RFC_SECRET, code, now, null);
    expect(step).toBe(Math.floor(now / 30_000) - 1);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 90_000), now, null)).toBeNull();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Curio Aurora', 'owner@aurora.local', 'ABC')).toBe(
      'otpauth://totp/Curio%20Aurora%3Aowner%40aurora.local?secret=ABC&issuer=Curio+Aurora&algorithm=SHA1&digits=6&period=30',
    );
  });
});
