import {
  approveAuth,
  checkApproveStatus,
  ErrorCode,
  exchangeDidToken,
  getUserInfo,
  loginByPassword,
  queryChannelPlatform,
  queryReceiptBind,
  updatePassword,
  userProfile,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { env, newIp, registerUser } from './identity-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Info = { id: number; phone: string; hasPassword: boolean };
type Status = { single: boolean; name: string; idCard: string; attemptsLeft: number };

const sandbox = () => t.app.providers.didSandbox!;
const tokenFor = async (subject: string, tenant = 'demo') =>
  sandbox().issueToken(await tenantIdOf(t.db, tenant), subject, t.clock());
const exchange = (didToken: string, host?: string) =>
  env<{ token: string }>(t, exchangeDidToken, { host, ip: newIp(), query: { didToken } });

/** Follows the sandbox page's link for `subject`, as a browser would. */
async function sandboxSignIn(subject: string, redirect: string, host = 'localhost') {
  const page = await t.app.inject({ url: `/api/dev/did-sandbox?redirect=${encodeURIComponent(redirect)}`, headers: { host } });
  expect(page.statusCode).toBe(200);
  const href = new RegExp(`href="(/api/dev/did-sandbox/authorize\\?subject=${subject}[^"]*)"`).exec(page.body)?.[1];
  expect(href).toBeDefined();
  return t.app.inject({ url: href!.replace(/&amp;/g, '&'), headers: { host } });
}

describe(`DID sandbox partner (${DB_KIND})`, () => {
  it('queryChannelPlatform answers xiwu, pointing at the sandbox page', async () => {
    const res = await env<{ channel: string; name: string; authUrl: string }[]>(t, queryChannelPlatform, { lang: 'en' });
    expect(res.data).toEqual([{ channel: 'xiwu', name: 'Xiwu digital identity (sandbox)', authUrl: '/api/dev/did-sandbox' }]);
  });

  it('the page lists the test people; choosing one signs in and sends the browser back with token and from=did', async () => {
    const page = await t.app.inject({
      url: `/api/dev/did-sandbox?redirect=${encodeURIComponent('http://localhost:8080/#/pages/login/digitalIdentity?reUrl=%2Fpages%2Faccount%2Findex%2Findex')}`,
      headers: { host: 'localhost', lang: 'zh-CN' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    for (const who of ['张晓明', '李文博', '陈嘉欣', '王小宇', '赵敏']) expect(page.body).toContain(who);
    expect(page.body).not.toContain('110101194910010036');

    const res = await sandboxSignIn('xiwu-alice', 'http://localhost:8080/#/pages/account/index/index?tab=1');
    expect(res.statusCode, res.body).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe('http://localhost:8080/');
    expect(to.searchParams.get('from')).toBe('did');
    expect(to.hash).toBe('#/pages/account/index/index?tab=1');
    const token = to.searchParams.get('token')!;
    const info = await env<Info>(t, getUserInfo, { token });
    expect(info.code).toBe(0);
    expect(info.data.phone).toBe('139****0001');
    expect(info.data.hasPassword).toBe(false);
    const bind = await env<{ bound: boolean; channel: string; boundAt: number }>(t, queryReceiptBind, { token });
    expect(bind.data).toMatchObject({ bound: true, channel: 'xiwu' });
    const row = await t.db.kysely
      .selectFrom('users')
      .select('cooperation_channel')
      .where('id', '=', info.data.id)
      .executeTakeFirstOrThrow();
    expect(row.cooperation_channel).toBe('xiwu');

    // Again: the same account.
    const again = await sandboxSignIn('xiwu-alice', 'http://localhost/#/');
    const token2 = new URL(again.headers.location as string).searchParams.get('token')!;
    expect((await env<Info>(t, getUserInfo, { token: token2 })).data.id).toBe(info.data.id);
  });

  it('an account made by DID has no password until it sets one (old password empty)', async () => {
    const session = await exchange(await tokenFor('xiwu-minor'));
    const token = session.data.token;
    expect((await env<Info>(t, getUserInfo, { token })).data.hasPassword).toBe(false);
    const login = () =>
      env(t, loginByPassword, { ip: newIp(), body: { areaCode: '+86', phone: '13900000004', password: 'did-user-pw' } });
    expect((await login()).code).toBe(ErrorCode.LOGIN_FAILED);
    const set = await env(t, updatePassword, {
      token,
      body: { oldPassword: '', password: 'did-user-pw', confirmPassword: 'did-user-pw' },
    });
    expect(set.code).toBe(0);
    expect((await env<Info>(t, getUserInfo, { token })).data.hasPassword).toBe(true);
    expect((await login()).code).toBe(0);
    // From now on the old one is needed.
    const again = await env(t, updatePassword, {
      token,
      body: { oldPassword: '', password: 'other-pw-22', confirmPassword: 'other-pw-22' },
    });
    expect(again.code).toBe(ErrorCode.OLD_PASSWORD_WRONG);
  });

  it('binds to the existing account of the same phone', async () => {
    const existing = await registerUser(t, { phone: '13900000002' });
    const me = (await env<Info>(t, getUserInfo, { token: existing.token })).data;
    expect((await env(t, queryReceiptBind, { token: existing.token })).data).toEqual({
      bound: false,
      channel: null,
      boundAt: null,
    });
    const session = await exchange(await tokenFor('xiwu-bob'));
    expect(session.code).toBe(0);
    expect((await env<Info>(t, getUserInfo, { token: session.data.token })).data.id).toBe(me.id);
    expect((await env<{ bound: boolean }>(t, queryReceiptBind, { token: existing.token })).data.bound).toBe(true);
  });

  it('refuses a sandbox redirect to a host that is not this tenant’s', async () => {
    for (const redirect of ['https://evil.example.com/#/', 'http://aurora.localhost/#/', 'javascript:alert(1)']) {
      const page = await t.app.inject({
        url: `/api/dev/did-sandbox?redirect=${encodeURIComponent(redirect)}`,
        headers: { host: 'localhost' },
      });
      expect(page.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const noRedirect = await t.app.inject({ url: '/api/dev/did-sandbox', headers: { host: 'localhost' } });
    expect(noRedirect.json().code).toBe(ErrorCode.FIELD_REQUIRED);
    const unknown = await t.app.inject({
      url: `/api/dev/did-sandbox/authorize?subject=nobody&redirect=%2F`,
      headers: { host: 'localhost' },
    });
    expect(unknown.json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it('exchangeDidToken: once per token, this tenant only, untampered, unexpired', async () => {
    const token = await tokenFor('xiwu-hk');
    expect((await exchange(token, 'aurora.localhost')).code).toBe(ErrorCode.AUTH_FAILED);
    const [payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, phone: '91234568' })).toString('base64url')}.${sig}`;
    expect((await exchange(forged)).code).toBe(ErrorCode.AUTH_FAILED);
    expect((await exchange('not-a-token')).code).toBe(ErrorCode.AUTH_FAILED);
    const ok = await exchange(token);
    expect(ok.code).toBe(0);
    expect((await env<Info>(t, getUserInfo, { token: ok.data.token })).data.phone).toBe('912*4567');
    expect((await exchange(token)).code).toBe(ErrorCode.AUTH_FAILED);
    const late = await tokenFor('xiwu-hk');
    t.clock.advance(11 * 60_000);
    expect((await exchange(late)).code).toBe(ErrorCode.AUTH_FAILED);
  });
});

describe(`approveAuth: real name by DID (${DB_KIND})`, () => {
  it('with the bound identity (no token): applies the partner-verified name and ID', async () => {
    const session = await exchange(await tokenFor('xiwu-alice'));
    const token = session.data.token;
    const res = await env<Status>(t, approveAuth, { token });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toEqual({ single: true, name: '张*明', idCard: '110101********0036', attemptsLeft: 4 });
    expect((await env<{ single: boolean }>(t, userProfile, { token })).data.single).toBe(true);
    expect((await env(t, approveAuth, { token })).code).toBe(ErrorCode.REAL_NAME_ALREADY_VERIFIED);
  });

  it('with a fresh token for the own phone: binds and verifies; a token for another phone does not', async () => {
    const me = await registerUser(t, { phone: '13900000005' });
    // The partner has no verified identity for this person.
    const none = await env(t, approveAuth, { token: me.token, query: { didToken: await tokenFor('xiwu-unverified') } });
    expect(none.code).toBe(ErrorCode.VERIFIED_INFO_FAILED);
    expect((await env(t, queryReceiptBind, { token: me.token })).data).toEqual({ bound: false, channel: null, boundAt: null });
    const other = await env(t, approveAuth, { token: me.token, query: { didToken: await tokenFor('xiwu-bob') } });
    expect(other.code).toBe(ErrorCode.IDENTITY_PHONE_MISMATCH);
    const stranger = await registerUser(t);
    expect((await env(t, approveAuth, { token: stranger.token })).code).toBe(ErrorCode.AUTH_FAILED);
  });

  it('refuses a minor the partner verified, and changes nothing', async () => {
    const session = await exchange(await tokenFor('xiwu-minor'));
    const res = await env(t, approveAuth, { token: session.data.token });
    expect(res.code).toBe(ErrorCode.MINOR_NOT_ALLOWED);
    expect((await env<Status>(t, checkApproveStatus, { token: session.data.token })).data).toEqual({
      single: false,
      name: '',
      idCard: '',
      attemptsLeft: 5,
    });
  });

  it('an identity bound to another account cannot be used here', async () => {
    await exchange(await tokenFor('xiwu-bob'));
    const me = await registerUser(t);
    const res = await env(t, approveAuth, { token: me.token, query: { didToken: await tokenFor('xiwu-bob') } });
    // Bob's token carries Bob's phone: the phone check refuses first.
    expect([ErrorCode.IDENTITY_PHONE_MISMATCH, ErrorCode.DID_ALREADY_BOUND]).toContain(res.code);
  });
});
