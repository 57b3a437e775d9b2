import {
  checkApproveStatus,
  ErrorCode,
  getTenantContent,
  getUserInfo,
  loginByCode,
  loginByPassword,
  logout,
  openChainAccount,
  submitRealName,
  userProfile,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { codeFor, env, GOOD_IDS, newIp, outbox, PASSWORD, registerUser } from './identity-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Info = { id: number; phone: string; inviteCode: string; hasPassword: boolean; hasPayPassword: boolean; nickname: string };
type Profile = { single: boolean; openChain: boolean; chainVOList: { chainChannelNo: string; address: string }[] };

describe(`identity journey (${DB_KIND})`, () => {
  it('code → register (with and without invite) → logout → password login → code login → real name → chain account', async () => {
    // An inviter registers without an invitation code.
    const inviter = await registerUser(t);
    const inviterInfo = await env<Info>(t, getUserInfo, { token: inviter.token });
    expect(inviterInfo.data.inviteCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{7}$/);
    expect(inviterInfo.data.hasPassword).toBe(true);
    expect(inviterInfo.data.hasPayPassword).toBe(false);

    // The invitee registers with the inviter's code (lower case is accepted).
    const me = await registerUser(t, { inviteCode: inviterInfo.data.inviteCode.toLowerCase() });
    const info = await env<Info>(t, getUserInfo, { token: me.token });
    expect(info.code).toBe(0);
    expect(info.data.phone).toBe(`${me.phone.slice(0, 3)}****${me.phone.slice(-4)}`);
    expect(info.data.inviteCode).not.toBe(inviterInfo.data.inviteCode);
    const row = await t.db.kysely
      .selectFrom('users')
      .select(['inviter_id'])
      .where('id', '=', info.data.id)
      .executeTakeFirstOrThrow();
    expect(row.inviter_id).toBe(inviterInfo.data.id);

    // Log out: the token is dead on the server.
    expect((await env(t, logout, { token: me.token })).data).toBe(true);
    expect((await env(t, getUserInfo, { token: me.token })).code).toBe(ErrorCode.SESSION_EXPIRED);

    // Password login.
    const byPassword = await env<{ token: string }>(t, loginByPassword, {
      ip: newIp(),
      body: { areaCode: '+86', phone: me.phone, password: PASSWORD },
    });
    expect(byPassword.code).toBe(0);
    expect((await env<Info>(t, getUserInfo, { token: byPassword.data.token })).data.id).toBe(info.data.id);

    // Code login (after the 60 s resend gap).
    t.clock.advance(61_000);
    const code = await codeFor(t, { phone: me.phone, purpose: 'login' });
    const byCode = await env<{ token: string }>(t, loginByCode, {
      ip: newIp(),
      body: { areaCode: '+86', phone: me.phone, code },
    });
    expect(byCode.code).toBe(0);
    const token = byCode.data.token;

    // Profile before: nothing yet.
    expect((await env<Profile>(t, userProfile, { token })).data).toEqual({ single: false, openChain: false, chainVOList: [] });

    // Real name.
    const verified = await env<{ single: boolean; name: string; idCard: string; attemptsLeft: number }>(t, submitRealName, {
      token,
      body: { name: '张三丰', idCard: GOOD_IDS[0], agree: true },
    });
    expect(verified.code, verified.msg).toBe(0);
    expect(verified.data).toEqual({ single: true, name: '张*丰', idCard: '110105********1239', attemptsLeft: 4 });
    expect((await env(t, checkApproveStatus, { token })).data).toEqual(verified.data);

    // Chain account, twice: the same address.
    const opened = await env<{ openChain: boolean; chainVOList: { chainChannelNo: string; address: string }[] }>(
      t,
      openChainAccount,
      {
        token,
      },
    );
    expect(opened.code, opened.msg).toBe(0);
    expect(opened.data.openChain).toBe(true);
    expect(opened.data.chainVOList).toEqual([
      { chainChannelNo: 'curio-evm', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) },
    ]);
    expect((await env(t, openChainAccount, { token })).data).toEqual(opened.data);

    const profile = await env<Profile>(t, userProfile, { token });
    expect(profile.data).toEqual({ single: true, openChain: true, chainVOList: opened.data.chainVOList });
  });

  it('opening the chain account twice at once gives one address', async () => {
    const { token } = await registerUser(t);
    expect((await env(t, submitRealName, { token, body: { name: '陈一', idCard: GOOD_IDS[1], agree: true } })).code).toBe(0);
    const both = await Promise.all([env<Profile>(t, openChainAccount, { token }), env<Profile>(t, openChainAccount, { token })]);
    expect(both[0].code).toBe(0);
    expect(both[1].data).toEqual(both[0].data);
    const userId = (await env<Info>(t, getUserInfo, { token })).data.id;
    expect(await t.db.kysely.selectFrom('chain_accounts').select('address').where('user_id', '=', userId).execute()).toHaveLength(
      1,
    );
  });

  it('the outbox lists the latest codes of a phone, on its own tenant only', async () => {
    const { phone } = await registerUser(t);
    const codes = await outbox(t, phone);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ areaCode: '+86', phone, purpose: 'register', code: expect.stringMatching(/^\d{6}$/) });
    expect(await outbox(t, phone, 'aurora.localhost')).toEqual([]);
  });

  it('a token works on its own tenant only (2062000 elsewhere)', async () => {
    const { token } = await registerUser(t);
    expect((await env(t, getUserInfo, { token })).code).toBe(0);
    expect((await env(t, getUserInfo, { token, host: 'aurora.localhost' })).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await env(t, userProfile, { token, host: 'aurora.localhost' })).code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('the same phone on two tenants is two accounts, each with its own password', async () => {
    const a = await registerUser(t, { password: 'password-on-demo' });
    const b = await registerUser(t, { host: 'aurora.localhost', phone: a.phone, password: 'password-on-aurora' });
    const ia = await env<Info>(t, getUserInfo, { token: a.token });
    const ib = await env<Info>(t, getUserInfo, { token: b.token, host: 'aurora.localhost' });
    expect(ia.data.id).not.toBe(ib.data.id);
    const login = (host: string, password: string) =>
      env(t, loginByPassword, { host, ip: newIp(), body: { areaCode: '+86', phone: a.phone, password } });
    expect((await login('localhost', 'password-on-demo')).code).toBe(0);
    expect((await login('localhost', 'password-on-aurora')).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login('aurora.localhost', 'password-on-aurora')).code).toBe(0);
    const rows = await t.db.kysely.selectFrom('users').select(['tenant_id']).where('phone', '=', a.phone).execute();
    expect(rows.map((r) => r.tenant_id).sort()).toEqual(
      [await tenantIdOf(t.db, 'demo'), await tenantIdOf(t.db, 'aurora')].sort(),
    );
  });

  it("getTenantContent answers the tenant's documents in the request's language", async () => {
    const zh = await env<{ kind: string; title: string; html: string; updatedAt: number }>(t, getTenantContent, {
      query: { kind: 'agreement' },
      lang: 'zh-CN',
    });
    expect(zh.code).toBe(0);
    expect(zh.data.title).toBe('用户协议');
    expect(zh.data.html).toContain('Curio Demo用户协议');
    const en = await env<{ title: string; html: string }>(t, getTenantContent, {
      host: 'aurora.localhost',
      query: { kind: 'policy' },
      lang: 'en',
    });
    expect(en.data.title).toBe('Privacy policy');
    expect(en.data.html).toContain('Aurora privacy policy');
    for (const kind of ['realNameAgreement', 'digitalIdentity']) {
      const tw = await env<{ html: string }>(t, getTenantContent, { query: { kind }, lang: 'zh-TW' });
      expect(tw.code).toBe(0);
      expect(tw.data.html).not.toContain('{platform}');
    }
    expect((await env(t, getTenantContent, { query: { kind: 'other' } })).code).toBe(ErrorCode.VALIDATION_FAILED);
    // The closure page can show them too.
    expect((await env(t, getTenantContent, { host: 'closed.localhost', query: { kind: 'agreement' } })).code).toBe(0);
  });
});
