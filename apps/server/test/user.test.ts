import { ErrorCode, getUserInfo, logout, userProfile } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`signed-in user (${DB_KIND})`, () => {
  it('getUserInfo answers the user of the token with the phone masked', async () => {
    const { userId, token } = await createUserWithSession(t, 'demo');
    const res = body<{ id: number; phone: string; areaCode: string; inviteCode: string }>(
      await call(t.app, getUserInfo, { token }),
    );
    expect(res.code).toBe(0);
    expect(res.data.id).toBe(userId);
    expect(res.data.areaCode).toBe('+86');
    expect(res.data.phone).toMatch(/^138\*{4}\d{4}$/);
  });

  it('userProfile answers not verified and no chain account for a new user', async () => {
    const { token } = await createUserWithSession(t, 'demo');
    expect(body(await call(t.app, userProfile, { token })).data).toEqual({ single: false, openChain: false, chainVOList: [] });
  });

  it('needs a token, valid on this tenant, not revoked', async () => {
    expect(body(await call(t.app, getUserInfo)).code).toBe(ErrorCode.LOGIN_REQUIRED);
    const { token } = await createUserWithSession(t, 'demo');
    expect(body(await call(t.app, getUserInfo, { token, host: 'aurora.localhost' })).code).toBe(ErrorCode.SESSION_EXPIRED);
    const tenantId = (await t.db.kysely.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow())
      .id;
    await t.app.identity.sessions.revoke(tenantId, token);
    expect(body(await call(t.app, getUserInfo, { token })).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('logout revokes the session on the server', async () => {
    const { token } = await createUserWithSession(t, 'demo');
    expect(body(await call(t.app, logout, { token })).data).toBe(true);
    expect(body(await call(t.app, getUserInfo, { token })).code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});
