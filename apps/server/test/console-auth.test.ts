import {
  consoleConfirmTotp,
  consoleEnrolTotp,
  consoleLogout,
  consoleMe,
  consoleUseRecoveryCode,
  consoleVerifyTotp,
  ErrorCode,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/operator/index';
import { DEMO_PLATFORM_ADMIN, demoOwnerOf } from '../src/seed/demo-operators';
import { createTestApp, type TestApp } from './helpers';
import { consoleCall, consoleLogin, CONSOLE_TEST_PASSWORD, PLATFORM_HOST, renewed, signInConsole } from './console-helpers';

// Console sign-in (issue 17, decision 036): email + password, two-factor, sessions in an httpOnly
// SameSite=Strict cookie, CSRF on writes, the idle timeout, the lockout, and the host's tenant.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const code = (res: { json(): unknown }) => (res.json() as { code: number }).code;
const data = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

describe('console sign-in', () => {
  it('the seeded platform admin signs in on the platform host; the cookie is httpOnly, SameSite=Strict, Path=/', async () => {
    const r = await consoleLogin(t.app, PLATFORM_HOST, DEMO_PLATFORM_ADMIN.email, DEMO_PLATFORM_ADMIN.password);
    expect(r.stage).toBe('done');
    const cookie = String(r.res.headers['set-cookie']);
    expect(cookie).toMatch(/^curio_console=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    const me = await consoleCall(t.app, consoleMe, r);
    expect(code(me)).toBe(0);
    expect(data<{ operator: { role: string; tenantId: null }; tenantId: null }>(me)).toMatchObject({
      operator: { role: 'platformAdmin', tenantId: null },
      tenantId: null,
    });
  });

  it("a tenant's seeded owner signs in on its host, not on another tenant's nor on the platform host", async () => {
    const owner = demoOwnerOf('aurora');
    const ok = await consoleLogin(t.app, 'aurora.localhost', owner.email, owner.password);
    expect(ok.stage).toBe('done');
    const me = data<{ operator: { role: string }; tenantCode: string }>(await consoleCall(t.app, consoleMe, ok));
    expect(me).toMatchObject({ operator: { role: 'owner' }, tenantCode: 'aurora' });
    for (const host of ['localhost', PLATFORM_HOST]) {
      const no = await consoleLogin(t.app, host, owner.email, owner.password);
      expect(code(no.res)).toBe(ErrorCode.CONSOLE_LOGIN_FAILED);
    }
  });

  it('a wrong password and an unknown email answer the same', async () => {
    const a = await consoleLogin(t.app, 'aurora.localhost', demoOwnerOf('aurora').email, 'wrong-password');
    const b = await consoleLogin(t.app, 'aurora.localhost', 'nobody@aurora.local', 'wrong-password');
    expect(code(a.res)).toBe(ErrorCode.CONSOLE_LOGIN_FAILED);
    expect(code(b.res)).toBe(ErrorCode.CONSOLE_LOGIN_FAILED);
    expect(a.res.headers['set-cookie']).toBeUndefined();
  });

  it('a session opened on one host is not valid on another', async () => {
    const s = await signInConsole(t.app, { tenant: 'aurora', role: 'editor' });
    const res = await consoleCall(t.app, consoleMe, { headers: { ...s.headers, host: 'localhost' } });
    expect(code(res)).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
  });

  it('without a cookie: CONSOLE_LOGIN_REQUIRED', async () => {
    expect(code(await consoleCall(t.app, consoleMe, { host: 'aurora.localhost' }))).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
  });

  it('a write without the CSRF header (or with another) is refused; with it, it works', async () => {
    const s = await signInConsole(t.app, { tenant: 'demo', role: 'support' });
    const without = await consoleCall(t.app, consoleLogout, s, { headers: { 'x-csrf-token': undefined } });
    expect(code(without)).toBe(ErrorCode.CONSOLE_CSRF_INVALID);
    const wrong = await consoleCall(t.app, consoleLogout, s, { headers: { 'x-csrf-token': 'x'.repeat(32) } });
    expect(code(wrong)).toBe(ErrorCode.CONSOLE_CSRF_INVALID);
    expect(code(await consoleCall(t.app, consoleMe, s))).toBe(0);
    const out = await consoleCall(t.app, consoleLogout, s);
    expect(code(out)).toBe(0);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect(code(await consoleCall(t.app, consoleMe, s))).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
  });

  it('the session ends after 30 idle minutes (the app clock), and slides while used', async () => {
    const s = await signInConsole(t.app, { tenant: 'demo', role: 'finance' });
    t.clock.advance(20 * 60_000);
    expect(code(await consoleCall(t.app, consoleMe, s))).toBe(0);
    t.clock.advance(20 * 60_000);
    expect(code(await consoleCall(t.app, consoleMe, s))).toBe(0);
    t.clock.advance(30 * 60_000);
    const res = await consoleCall(t.app, consoleMe, s);
    expect(code(res)).toBe(ErrorCode.CONSOLE_SESSION_EXPIRED);
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    expect(code(await consoleCall(t.app, consoleMe, s))).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
  });

  it('the session ends 12 hours after sign-in even when used', async () => {
    const s = await signInConsole(t.app, { tenant: 'demo', role: 'editor' });
    for (let i = 0; i < 24; i++) {
      t.clock.advance(29 * 60_000);
      const c = code(await consoleCall(t.app, consoleMe, s));
      if (c !== 0) {
        expect(c).toBe(ErrorCode.CONSOLE_SESSION_EXPIRED);
        expect(i).toBe(24 - 1);
        return;
      }
    }
    t.clock.advance(29 * 60_000);
    expect(code(await consoleCall(t.app, consoleMe, s))).toBe(ErrorCode.CONSOLE_SESSION_EXPIRED);
  });
});

describe('lockout (PRODUCT.md §4)', () => {
  it('10 failures within 15 minutes lock sign-in for 30 minutes, even with the right password', async () => {
    const s = await signInConsole(t.app, { tenant: 'aurora', role: 'editor' });
    for (let i = 0; i < 9; i++) {
      expect(code((await consoleLogin(t.app, s.host, s.email, 'nope-nope')).res)).toBe(ErrorCode.CONSOLE_LOGIN_FAILED);
    }
    expect(code((await consoleLogin(t.app, s.host, s.email, 'nope-nope')).res)).toBe(ErrorCode.CONSOLE_LOCKED);
    expect(code((await consoleLogin(t.app, s.host, s.email, CONSOLE_TEST_PASSWORD)).res)).toBe(ErrorCode.CONSOLE_LOCKED);
    // The lock ended the operator's sessions too.
    expect(code(await consoleCall(t.app, consoleMe, s))).not.toBe(0);
    t.clock.advance(30 * 60_000 + 1000);
    expect((await consoleLogin(t.app, s.host, s.email, CONSOLE_TEST_PASSWORD)).stage).toBe('done');
  });

  it('failures spread over more than 15 minutes do not lock', async () => {
    const s = await signInConsole(t.app, { tenant: 'aurora', role: 'support' });
    for (let i = 0; i < 12; i++) {
      expect(code((await consoleLogin(t.app, s.host, s.email, 'nope-nope')).res)).toBe(ErrorCode.CONSOLE_LOGIN_FAILED);
      if (i === 5) t.clock.advance(16 * 60_000);
    }
  });
});

describe('two-factor (TOTP)', () => {
  it('enrol (otpauth URI + 10 recovery codes), confirm with a code; then sign-in asks a code, once per code', async () => {
    const s = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    const enrol = await consoleCall(t.app, consoleEnrolTotp, s);
    expect(code(enrol)).toBe(0);
    const e = data<{ otpauthUri: string; secret: string; recoveryCodes: string[] }>(enrol);
    expect(e.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&issuer=/);
    expect(e.recoveryCodes).toHaveLength(10);
    expect(code(await consoleCall(t.app, consoleConfirmTotp, s, { body: { code: '000000' } }))).toBe(
      ErrorCode.CONSOLE_TOTP_INVALID,
    );
    const confirmed = await consoleCall(t.app, consoleConfirmTotp, s, { body: { code: totpCode(e.secret, t.clock()) } });
    expect(code(confirmed)).toBe(0);
    expect(data<{ operator: { totpEnrolled: boolean } }>(confirmed).operator.totpEnrolled).toBe(true);
    // The secret is sealed at rest.
    const row = await t.db.kysely.selectFrom('operators').selectAll().where('id', '=', s.operatorId).executeTakeFirstOrThrow();
    expect(row.totp_sealed).toMatch(/^v1\./);
    expect(row.totp_sealed).not.toContain(e.secret);

    t.clock.advance(60_000);
    const login = await consoleLogin(t.app, s.host, s.email, CONSOLE_TEST_PASSWORD);
    expect(login.stage).toBe('totp');
    // A partial session opens nothing else.
    expect(code(await consoleCall(t.app, consoleEnrolTotp, login))).toBe(ErrorCode.CONSOLE_TOTP_ALREADY_ENROLLED);
    const now = totpCode(e.secret, t.clock());
    const ok = await consoleCall(t.app, consoleVerifyTotp, login, { body: { code: now } });
    expect(code(ok)).toBe(0);
    expect(data<{ stage: string }>(ok).stage).toBe('done');
    // The old cookie is replaced by a new one.
    expect(code(await consoleCall(t.app, consoleMe, login))).toBe(ErrorCode.CONSOLE_LOGIN_REQUIRED);
    expect(code(await consoleCall(t.app, consoleMe, { headers: renewed(login.headers, ok) }))).toBe(0);

    // The same code again (replay) is refused.
    const again = await consoleLogin(t.app, s.host, s.email, CONSOLE_TEST_PASSWORD);
    expect(code(await consoleCall(t.app, consoleVerifyTotp, again, { body: { code: now } }))).toBe(
      ErrorCode.CONSOLE_TOTP_INVALID,
    );

    // A recovery code works once.
    const rc = e.recoveryCodes[0]!;
    const viaRecovery = await consoleCall(t.app, consoleUseRecoveryCode, again, { body: { code: rc.toUpperCase() } });
    expect(code(viaRecovery)).toBe(0);
    const third = await consoleLogin(t.app, s.host, s.email, CONSOLE_TEST_PASSWORD);
    expect(code(await consoleCall(t.app, consoleUseRecoveryCode, third, { body: { code: rc } }))).toBe(
      ErrorCode.CONSOLE_RECOVERY_INVALID,
    );
  });

  it('wrong codes count towards the lockout like wrong passwords', async () => {
    const s = await signInConsole(t.app, { tenant: 'demo', role: 'editor' });
    const e = data<{ secret: string }>(await consoleCall(t.app, consoleEnrolTotp, s));
    expect(code(await consoleCall(t.app, consoleConfirmTotp, s, { body: { code: totpCode(e.secret, t.clock()) } }))).toBe(0);
    t.clock.advance(60_000);
    const login = await consoleLogin(t.app, s.host, s.email, CONSOLE_TEST_PASSWORD);
    const wrong = String((Number(totpCode(e.secret, t.clock())) + 1) % 1_000_000).padStart(6, '0');
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push(code(await consoleCall(t.app, consoleVerifyTotp, login, { body: { code: wrong } })));
    expect(codes.slice(0, 9).every((c) => c === ErrorCode.CONSOLE_TOTP_INVALID)).toBe(true);
    expect(codes[9]).toBe(ErrorCode.CONSOLE_LOCKED);
    expect(code((await consoleLogin(t.app, s.host, s.email, CONSOLE_TEST_PASSWORD)).res)).toBe(ErrorCode.CONSOLE_LOCKED);
  });

  it('with two-factor required (production-like), a new operator must enrol before anything else', async () => {
    const strict = await createTestApp({ CONSOLE_2FA_OPTIONAL: '0' });
    try {
      const owner = demoOwnerOf('demo');
      const login = await consoleLogin(strict.app, 'localhost', owner.email, owner.password);
      expect(login.stage).toBe('enrol');
      const e = data<{ secret: string }>(await consoleCall(strict.app, consoleEnrolTotp, login));
      const done = await consoleCall(strict.app, consoleConfirmTotp, login, {
        body: { code: totpCode(e.secret, strict.clock()) },
      });
      expect(data<{ stage: string }>(done).stage).toBe('done');
    } finally {
      await strict.close();
    }
  });
});
