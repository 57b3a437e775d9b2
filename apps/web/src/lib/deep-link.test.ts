import { describe, expect, it } from 'vitest';
import { parseDeepLink } from './deep-link';

describe('DID deep link', () => {
  it('takes the token from the query before the hash and keeps the rest for the route', () => {
    expect(parseDeepLink('https://shop.example/?token=abc&from=did&x=1#/pages/detail/collection?id=7')).toEqual({
      token: 'abc',
      replaceWith: 'https://shop.example/#/pages/detail/collection?x=1&id=7',
    });
  });

  it('takes the token from the hash route query', () => {
    expect(parseDeepLink('https://shop.example/#/pages/market/index?token=t%2B1&from=did&tab=2')).toEqual({
      token: 't+1',
      replaceWith: 'https://shop.example/#/pages/market/index?tab=2',
    });
  });

  it('lands on the root when there is no hash route', () => {
    expect(parseDeepLink('http://localhost:8080/?from=did&token=zz')).toEqual({
      token: 'zz',
      replaceWith: 'http://localhost:8080/#/',
    });
  });

  it('leaves other links alone', () => {
    expect(parseDeepLink('https://shop.example/?token=abc#/pages/x')).toEqual({ token: null, replaceWith: null });
    expect(parseDeepLink('https://shop.example/#/pages/x?from=did')).toEqual({ token: null, replaceWith: null });
    expect(parseDeepLink('https://shop.example/#/')).toEqual({ token: null, replaceWith: null });
  });
});
