import { SIGNING_VECTORS, signRequest } from '@curio/contract';
import { describe, expect, it } from 'vitest';

// The browser signs with Web Crypto through the contract's signer; the server verifies with
// node:crypto. Both must produce the contract's fixed vectors (the server's test checks its side).
describe('request signing in the browser', () => {
  it.each(SIGNING_VECTORS.map((v) => [v.canonical, v] as const))('matches the vector for %s', async (_, v) => {
    expect(await signRequest(v.params, v.key)).toBe(v.sign);
  });
});
