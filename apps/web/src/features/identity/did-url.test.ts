import { describe, expect, it } from 'vitest';
import { didAuthorizeUrl } from './did-url';

const here = new URL('https://shop.example/app/#/pages/login/digitalIdentity?reUrl=%2Fx');

describe('DID authorization address', () => {
  it('appends redirect= the storefront URL at the route to come back to', () => {
    const url = new URL(didAuthorizeUrl('https://did.example/authorize?client=curio', '/pages/account/index/index', here)!);
    expect(url.origin).toBe('https://did.example');
    expect(url.searchParams.get('client')).toBe('curio');
    expect(url.searchParams.get('redirect')).toBe('https://shop.example/app/#/pages/account/index/index');
  });

  it('resolves a relative sandbox address on this origin', () => {
    const url = new URL(didAuthorizeUrl('/api/dev/did-sandbox?channel=xiwu', '/pages/index/index', here)!);
    expect(url.origin).toBe('https://shop.example');
    expect(url.pathname).toBe('/api/dev/did-sandbox');
    expect(url.searchParams.get('redirect')).toBe('https://shop.example/app/#/pages/index/index');
  });

  it('refuses addresses that are not http(s)', () => {
    expect(didAuthorizeUrl('javascript:alert(1)', '/', here)).toBeNull();
    expect(didAuthorizeUrl('data:text/html,x', '/', here)).toBeNull();
  });
});
