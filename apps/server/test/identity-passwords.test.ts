import {
  ErrorCode,
  getUserInfo,
  loginByCode,
  loginByPassword,
  register,
  resetPassword,
  resetPayPassword,
  setPayPassword,
  updatePassword,
  updatePayPassword,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { codeFor, env, min, newIp, newPhone, PASSWORD, registerUser } from './identity-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (phone: string, password: string, ip = newIp()) =>
  env<{ token: string }>(t, loginByPassword, { ip, body: { areaCode: '+86', phone, password } });

const userRow = (phone: string) => t.db.kysely.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
const userCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`register refusals change nothing (${DB_KIND})`, () => {
  it('passwords that differ, a password of the wrong length, an unknown invite code, a registered phone', async () => {
    const phone = newPhone();
    const code = await codeFor(t, { phone, purpose: 'register' });
    const before = await userCount();
    const attempt = (extra: Record<string, unknown>) =>
      env(t, register, {
        ip: newIp(),
        body: { areaCode: '+86', phone, code, password: PASSWORD, confirmPassword: PASSWORD, agree: true, ...extra },
      });
    expect((await attempt({ confirmPassword: 'something-else' })).code).toBe(ErrorCode.PASSWORDS_MISMATCH);
    expect((await attempt({ password: '12345', confirmPassword: '12345' })).code).toBe(ErrorCode.PASSWORD_LENGTH);
    expect((await attempt({ password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) })).code).toBe(ErrorCode.PASSWORD_LENGTH);
    expect((await attempt({ inviteCode: 'ABC12' })).code).toBe(ErrorCode.INVITE_CODE_INVALID);
    expect((await attempt({ inviteCode: 'ZZZZZZZ' })).code).toBe(ErrorCode.INVITE_CODE_INVALID);
    expect((await attempt({ agree: false })).code).toBe(ErrorCode.AGREEMENT_REQUIRED);
    expect((await attempt({ phone: '1234' })).code).toBe(ErrorCode.PHONE_INVALID);
    expect(await userCount()).toBe(before);
    // The code was not used up by any of them.
    expect((await attempt({})).code).toBe(0);
    expect((await attempt({})).code).toBe(ErrorCode.PHONE_REGISTERED);
    expect(await userCount()).toBe(before + 1);
  });

  it('every user gets a unique 7-character invite code; an inviter is bound once', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { token } = await registerUser(t);
      codes.add((await env<{ inviteCode: string }>(t, getUserInfo, { token })).data.inviteCode);
    }
    expect(codes.size).toBe(5);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
  });
});

describe(`password login lockout (${DB_KIND})`, () => {
  it('10 failures in 15 minutes lock password login for 30 minutes; code login still works', async () => {
    const { phone } = await registerUser(t);
    for (let i = 1; i <= 9; i++) expect((await login(phone, 'wrong-password')).code, `failure ${i}`).toBe(ErrorCode.LOGIN_FAILED);
    const tenth = await login(phone, 'wrong-password');
    expect(tenth.code).toBe(ErrorCode.PASSWORD_LOGIN_LOCKED);
    expect(tenth.msg).toBe('密码错误次数过多，密码登录已锁定30分钟，可使用验证码登录');
    // Even the right password is refused while locked.
    expect((await login(phone, PASSWORD)).code).toBe(ErrorCode.PASSWORD_LOGIN_LOCKED);
    t.clock.advance(min(10));
    const later = await login(phone, PASSWORD);
    expect(later.code).toBe(ErrorCode.PASSWORD_LOGIN_LOCKED);
    expect(later.msg).toContain('20');
    // Code login works meanwhile.
    const code = await codeFor(t, { phone, purpose: 'login' });
    expect((await env(t, loginByCode, { ip: newIp(), body: { areaCode: '+86', phone, code } })).code).toBe(0);
    t.clock.advance(min(20) + 1000);
    expect((await login(phone, PASSWORD)).code).toBe(0);
  });

  it('failures spread over more than 15 minutes do not lock', async () => {
    const { phone } = await registerUser(t);
    for (let i = 0; i < 9; i++) expect((await login(phone, 'wrong-password')).code).toBe(ErrorCode.LOGIN_FAILED);
    t.clock.advance(min(16));
    // A new window: these count from 1 again.
    for (let i = 0; i < 9; i++) expect((await login(phone, 'wrong-password')).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login(phone, PASSWORD)).code).toBe(0);
    expect((await userRow(phone))!.password_fail_count).toBe(0);
  });

  it('an unknown phone answers like a wrong password', async () => {
    const res = await login(newPhone(), PASSWORD);
    expect(res.code).toBe(ErrorCode.LOGIN_FAILED);
    expect(res.msg).toBe('手机号或密码错误');
  });

  it('one client address is limited to 30 sign-in calls a minute', async () => {
    const { phone } = await registerUser(t);
    const ip = newIp();
    for (let i = 0; i < 30; i++) await login(phone, PASSWORD, ip);
    expect((await login(phone, PASSWORD, ip)).code).toBe(ErrorCode.RATE_LIMITED);
    t.clock.advance(61_000);
    expect((await login(phone, PASSWORD, ip)).code).toBe(0);
  });
});

describe(`reset and change the password (${DB_KIND})`, () => {
  it('resetPassword needs a code, signs out every session, and lifts the lock', async () => {
    const { phone, token } = await registerUser(t);
    const second = await login(phone, PASSWORD);
    for (let i = 0; i < 10; i++) await login(phone, 'wrong-password');
    expect((await login(phone, PASSWORD)).code).toBe(ErrorCode.PASSWORD_LOGIN_LOCKED);

    t.clock.advance(61_000);
    const code = await codeFor(t, { phone, purpose: 'resetPassword' });
    const reset = (extra: Record<string, unknown>) =>
      env(t, resetPassword, {
        ip: newIp(),
        body: { areaCode: '+86', phone, code, password: 'brand-new-pw', confirmPassword: 'brand-new-pw', ...extra },
      });
    expect((await reset({ confirmPassword: 'nope-nope' })).code).toBe(ErrorCode.PASSWORDS_MISMATCH);
    expect((await reset({ phone: newPhone() })).code).toBe(ErrorCode.PHONE_NOT_REGISTERED);
    expect((await login(phone, PASSWORD)).code).toBe(ErrorCode.PASSWORD_LOGIN_LOCKED);
    expect((await reset({})).code).toBe(0);

    expect((await env(t, getUserInfo, { token })).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await env(t, getUserInfo, { token: second.data.token })).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await login(phone, PASSWORD)).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login(phone, 'brand-new-pw')).code).toBe(0);
  });

  it('updatePassword needs the old one, keeps this session and ends the others', async () => {
    const { phone, token } = await registerUser(t);
    const other = await login(phone, PASSWORD);
    const change = (body: Record<string, unknown>) => env(t, updatePassword, { token, body });
    expect((await change({ oldPassword: 'not-it', password: 'next-password', confirmPassword: 'next-password' })).code).toBe(
      ErrorCode.OLD_PASSWORD_WRONG,
    );
    expect((await change({ oldPassword: PASSWORD, password: 'next-password', confirmPassword: 'other' })).code).toBe(
      ErrorCode.PASSWORDS_MISMATCH,
    );
    expect((await login(phone, PASSWORD)).code).toBe(0);
    expect((await change({ oldPassword: PASSWORD, password: 'next-password', confirmPassword: 'next-password' })).code).toBe(0);
    expect((await env(t, getUserInfo, { token })).code).toBe(0);
    expect((await env(t, getUserInfo, { token: other.data.token })).code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await login(phone, 'next-password')).code).toBe(0);
  });

  it('sessions expire after 7 days without use', async () => {
    const { token } = await registerUser(t);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await env(t, getUserInfo, { token })).code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

describe(`pay password (${DB_KIND})`, () => {
  it('set once (6 digits, twice), shown as hasPayPassword', async () => {
    const { token } = await registerUser(t);
    const set = (payPassword: string, confirmPayPassword = payPassword) =>
      env(t, setPayPassword, { token, body: { payPassword, confirmPayPassword } });
    expect((await set('12345')).code).toBe(ErrorCode.PAY_PASSWORD_FORMAT);
    expect((await set('12345a')).code).toBe(ErrorCode.PAY_PASSWORD_FORMAT);
    expect((await set('123456', '123465')).code).toBe(ErrorCode.PASSWORDS_MISMATCH);
    expect((await env<{ hasPayPassword: boolean }>(t, getUserInfo, { token })).data.hasPayPassword).toBe(false);
    expect((await set('123456')).code).toBe(0);
    expect((await env<{ hasPayPassword: boolean }>(t, getUserInfo, { token })).data.hasPayPassword).toBe(true);
    expect((await set('654321')).code).toBe(ErrorCode.PAY_PASSWORD_ALREADY_SET);
  });

  it('changing needs the old one; 5 wrong in a row lock paying for 30 minutes', async () => {
    const { token } = await registerUser(t);
    expect(
      (
        await env(t, updatePayPassword, {
          token,
          body: { oldPayPassword: '000000', payPassword: '111111', confirmPayPassword: '111111' },
        })
      ).code,
    ).toBe(ErrorCode.PAY_PASSWORD_NOT_SET);
    await env(t, setPayPassword, { token, body: { payPassword: '135790', confirmPayPassword: '135790' } });
    const change = (oldPayPassword: string, payPassword = '246802') =>
      env<{ attemptsLeft?: number }>(t, updatePayPassword, {
        token,
        body: { oldPayPassword, payPassword, confirmPayPassword: payPassword },
      });
    for (let left = 4; left >= 1; left--) {
      const r = await change('000000');
      expect(r.code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
      expect(r.data).toEqual({ attemptsLeft: left });
    }
    const fifth = await change('000000');
    expect(fifth.code).toBe(ErrorCode.PAY_PASSWORD_LOCKED);
    expect(fifth.msg).toBe('支付密码错误次数过多，请30分钟后再试');
    expect((await change('135790')).code).toBe(ErrorCode.PAY_PASSWORD_LOCKED);
    t.clock.advance(min(30) + 1000);
    expect((await change('135790')).code).toBe(0);
    // A success resets the count in a row.
    for (let i = 0; i < 4; i++) expect((await change('000000', '111111')).code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    expect((await change('246802', '111111')).code).toBe(0);
    expect((await change('000000', '222222')).data).toEqual({ attemptsLeft: 4 });
  });

  it('forgetting it needs a code to the own phone; it lifts the pay lock', async () => {
    const { token, phone } = await registerUser(t);
    await env(t, setPayPassword, { token, body: { payPassword: '135790', confirmPayPassword: '135790' } });
    for (let i = 0; i < 5; i++) {
      await env(t, updatePayPassword, {
        token,
        body: { oldPayPassword: '000000', payPassword: '111111', confirmPayPassword: '111111' },
      });
    }
    t.clock.advance(61_000);
    const code = await codeFor(t, { purpose: 'resetPayPassword', token }, phone);
    const reset = (extra: Record<string, unknown>) =>
      env(t, resetPayPassword, { token, body: { code, payPassword: '864209', confirmPayPassword: '864209', ...extra } });
    expect((await reset({ code: code === '000000' ? '111111' : '000000' })).code).toBe(ErrorCode.CODE_INVALID);
    expect((await reset({ confirmPayPassword: '864200' })).code).toBe(ErrorCode.PASSWORDS_MISMATCH);
    expect((await reset({})).code).toBe(0);
    expect(
      (
        await env(t, updatePayPassword, {
          token,
          body: { oldPayPassword: '864209', payPassword: '111111', confirmPayPassword: '111111' },
        })
      ).code,
    ).toBe(0);
  });

  it('the pay password is hashed with argon2id and a pepper', async () => {
    const { token, phone } = await registerUser(t);
    await env(t, setPayPassword, { token, body: { payPassword: '975310', confirmPayPassword: '975310' } });
    const row = (await userRow(phone))!;
    expect(row.pay_password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.pay_password_hash).not.toContain('975310');
    expect(row.tenant_id).toBe(await tenantIdOf(t.db, 'demo'));
  });
});
