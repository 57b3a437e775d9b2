import { ErrorCode, getCurrentTime, getTenantInfoConfig, themeMobile } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSign } from '../src/plugins/signature';
import { body, call, createTestApp, createUserWithSession, DB_KIND, signedHeaders, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`request signature (${DB_KIND})`, () => {
  it('a correctly signed request is answered', async () => {
    expect(body(await call(t.app, themeMobile)).code).toBe(0);
  });

  it('a request without signature headers is refused', async () => {
    const res = await call(t.app, themeMobile, { unsigned: true });
    expect(body(res).code).toBe(ErrorCode.SIGNATURE_MISSING);
    const partly = await call(t.app, themeMobile, { headers: { sign: undefined } });
    expect(body(partly).code).toBe(ErrorCode.SIGNATURE_MISSING);
  });

  it('a wrong signature is refused', async () => {
    const res = await call(t.app, themeMobile, { headers: { sign: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' } });
    expect(body(res).code).toBe(ErrorCode.SIGNATURE_INVALID);
    // Signed with another key.
    const h = await signedHeaders({});
    const forged = serverSign({ platform: h.platform, timestamp: h.timestamp, nonce: h.nonce }, 'another-key');
    expect(body(await call(t.app, themeMobile, { headers: { ...h, sign: forged } })).code).toBe(ErrorCode.SIGNATURE_INVALID);
  });

  it('a tampered parameter breaks the signature', async () => {
    const h = await signedHeaders({});
    const res = await call(t.app, themeMobile, { headers: { ...h, platform: 'APP' } });
    expect(body(res).code).toBe(ErrorCode.SIGNATURE_INVALID);
  });

  it('a stale or future timestamp is refused', async () => {
    const stale = await call(t.app, themeMobile, { timestamp: Date.now() - 301_000 });
    expect(body(stale).code).toBe(ErrorCode.REQUEST_EXPIRED);
    const future = await call(t.app, themeMobile, { timestamp: Date.now() + 301_000 });
    expect(body(future).code).toBe(ErrorCode.REQUEST_EXPIRED);
    const nearEdge = await call(t.app, themeMobile, { timestamp: Date.now() - 290_000 });
    expect(body(nearEdge).code).toBe(0);
  });

  it('a replayed nonce is refused and the replay changes nothing', async () => {
    const h = await signedHeaders({});
    const first = await call(t.app, themeMobile, { headers: h });
    expect(body(first).code).toBe(0);
    const again = await call(t.app, themeMobile, { headers: h });
    expect(body(again).code).toBe(ErrorCode.NONCE_REPLAYED);
  });

  it('a failed signature does not use up the nonce', async () => {
    const h = await signedHeaders({});
    expect(body(await call(t.app, themeMobile, { headers: { ...h, sign: 'x'.repeat(44) } })).code).toBe(
      ErrorCode.SIGNATURE_INVALID,
    );
    expect(body(await call(t.app, themeMobile, { headers: h })).code).toBe(0);
  });

  it('the token is part of the signature, except for getTenantInfoConfig', async () => {
    const { token } = await createUserWithSession(t, 'demo');
    // Signed without the token but sent with one: refused.
    const h = await signedHeaders({});
    const res = await call(t.app, themeMobile, { headers: { ...h, token } });
    expect(body(res).code).toBe(ErrorCode.SIGNATURE_INVALID);
    // Signed with the token: answered.
    expect(body(await call(t.app, themeMobile, { token })).code).toBe(0);
    // getTenantInfoConfig is signed without the token even when one is sent.
    const info = await call(t.app, getTenantInfoConfig, { token });
    expect(body(info).code).toBe(0);
  });

  it('curtime answers without a signature so a skewed client can correct itself', async () => {
    const res = await call(t.app, getCurrentTime, { unsigned: true });
    expect(body(res).code).toBe(0);
  });
});
