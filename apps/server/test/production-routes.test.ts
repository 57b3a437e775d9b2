import { endpoints } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, SIGN_KEY, type TestApp } from './helpers';
import { PRODUCTION_KEYS } from './support/providers';

// A latent bug class (review 2026-11-29, section 2): a call registered only when some provider exists is
// missing in production, where no sandbox runs (providers/create-providers.ts) — as the account deletion's
// calls once were, behind the payment notice's early return. Built with a production configuration and no
// payment, SMS or wallet provider configured (each tenant brings its own credentials later; real-name
// checks, which a production start requires, with test credentials), the app registers every call of the
// contract but the development SMS outbox, and the providers' notice addresses. Built, not started: the
// routes are checked right after buildApp.

let prod: TestApp;
beforeAll(async () => {
  prod = await createTestApp({
    NODE_ENV: 'production',
    ...PRODUCTION_KEYS,
    SEED_DEMO: '0',
    SIGN_KEY,
    KYC_PROVIDER: 'aliyun',
    KYC_ACCESS_KEY_ID: 'test-kyc-access-key-id',
    KYC_ACCESS_KEY_SECRET: 'test-kyc-access-key-secret-0123456789',
  });
});
afterAll(async () => {
  await prod?.close();
});

describe(`production, no payment provider configured (${DB_KIND})`, () => {
  it('runs no sandbox', () => {
    expect(prod.config.providers.sandboxes).toBe(false);
    expect(prod.app.providers.pay).toBeNull();
    expect(prod.app.providers.wallet).toBeNull();
  });

  it('registers every call of the contract (the development outbox aside)', () => {
    const missing = Object.values(endpoints)
      .filter((e) => !prod.app.hasRoute({ method: e.method, url: `/api${e.path.replace(/\{(\w+)\}/g, ':$1')}` }))
      .map((e) => e.operationId);
    expect(missing).toEqual(['devSmsOutbox']);
  });

  it("registers the providers' payment notice addresses", () => {
    expect(prod.app.hasRoute({ method: 'POST', url: '/api/pay/notify/:provider' })).toBe(true);
    expect(prod.app.hasRoute({ method: 'POST', url: '/api/pay/notify/:provider/:tenantId' })).toBe(true);
  });
});
