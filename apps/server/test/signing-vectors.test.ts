import { canonicalString, SIGNING_VECTORS } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { serverSign } from '../src/plugins/signature';

describe('server signing (node:crypto) matches the contract vectors', () => {
  it.each(SIGNING_VECTORS.map((v) => [v.canonical, v] as const))('%s', (_, v) => {
    const params = { platform: v.params.platform, timestamp: v.params.timestamp, nonce: v.params.nonce, token: v.params.token };
    expect(canonicalString(params)).toBe(v.canonical);
    expect(serverSign(params, v.key)).toBe(v.sign);
  });
});
