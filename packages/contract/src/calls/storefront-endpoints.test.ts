import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { storefrontEndpoints } from './storefront-endpoints';

// Decision 073: the storefront's request client looks calls up in storefrontEndpoints, without the console's.
describe('the storefront’s endpoints', () => {
  it('are every call but the console’s and the operator’s, each the same as in the whole map', () => {
    const storefront = Object.entries(endpoints)
      .filter(([, e]) => e.auth !== 'console' && e.auth !== 'operator')
      .map(([id]) => id)
      .sort();
    expect(Object.keys(storefrontEndpoints).sort()).toEqual(storefront);
    for (const [id, e] of Object.entries(storefrontEndpoints)) expect(e).toEqual(endpoints[id as keyof typeof endpoints]);
  });
});
