import { canonicalString, signingString, SIGNING_VECTORS } from '@curio/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverSign, serverSigningString } from '../src/plugins/signature';

describe('server signing (node:crypto) matches the contract vectors', () => {
  it.each(SIGNING_VECTORS.map((v) => [v.canonical, v] as const))('%s', (_, v) => {
    const params = { platform: v.params.platform, timestamp: v.params.timestamp, nonce: v.params.nonce, token: v.params.token };
    expect(canonicalString(params)).toBe(v.canonical);
    expect(serverSigningString(params.platform, params.timestamp, params.nonce, params.token)).toBe(v.canonical);
    expect(serverSign(params, v.key)).toBe(v.sign);
  });

  it("the server's fixed-order string is the web app's string, whatever the values", () => {
    // Any text, empty included (an empty value is dropped by both), with the separators '&' and '='.
    const value = fc.oneof(fc.string(), fc.constantFrom('', '&', '=', 'a=b&c', 'H5'), fc.string({ unit: 'binary' }));
    fc.assert(
      fc.property(value, value, value, fc.option(value, { nil: undefined }), (platform, timestamp, nonce, token) => {
        expect(serverSigningString(platform, timestamp, nonce, token)).toBe(signingString({ platform, timestamp, nonce, token }));
      }),
      { numRuns: 2000 },
    );
  });
});
