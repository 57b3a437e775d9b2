import { devSmsOutbox, ErrorCode, loginByCode, register, resetPayPassword, sendSmsCode } from '@curio/contract';
import { productionEnv, startProviderServers } from './support/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsProviderError, type SmsCodeMessage } from '../src/providers/sms/sms-provider';
import { call, createTestApp, DB_KIND, startAnotherApp, type TestApp } from './helpers';
import { codeFor, env, min, newIp, newPhone, outbox, PASSWORD, registerUser, sendCode } from './identity-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const registerWith = (phone: string, code: string, extra: Record<string, unknown> = {}) =>
  env<{ token: string }>(t, register, {
    ip: newIp(),
    body: { areaCode: '+86', phone, code, password: PASSWORD, confirmPassword: PASSWORD, agree: true, ...extra },
  });

const codeRows = (phone: string) =>
  t.db.kysely.selectFrom('sms_codes').select(['purpose', 'used_at', 'wrong_attempts']).where('phone', '=', phone).execute();

describe(`verification codes (${DB_KIND})`, () => {
  it('sends 6 digits, says when to resend and where it went, stores only a hash', async () => {
    const phone = newPhone();
    const res = await sendCode(t, { phone, purpose: 'register' });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      resendAfterSeconds: 60,
      expiresInSeconds: 300,
      sentTo: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    });
    const [sent] = await outbox(t, phone);
    expect(sent!.code).toMatch(/^\d{6}$/);
    const row = await t.db.kysely.selectFrom('sms_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(sent!.code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks the phone against its area code', async () => {
    expect((await sendCode(t, { phone: '12345678901', purpose: 'register' })).code).toBe(ErrorCode.PHONE_INVALID);
    expect((await sendCode(t, { phone: '1381234567', purpose: 'register' })).code).toBe(ErrorCode.PHONE_INVALID);
    expect((await sendCode(t, { areaCode: '+852', phone: '13812345678', purpose: 'register' })).code).toBe(
      ErrorCode.PHONE_INVALID,
    );
    expect((await sendCode(t, { areaCode: '+852', phone: '91234567', purpose: 'register' })).code).toBe(0);
    expect((await sendCode(t, { areaCode: '+1', phone: '2025550123', purpose: 'register' })).code).toBe(ErrorCode.PHONE_INVALID);
    expect((await sendCode(t, { purpose: 'register' })).code).toBe(ErrorCode.FIELD_REQUIRED);
  });

  it('register needs a new phone; login and resetPassword a registered one', async () => {
    const { phone } = await registerUser(t);
    t.clock.advance(61_000);
    expect((await sendCode(t, { phone, purpose: 'register' })).code).toBe(ErrorCode.PHONE_REGISTERED);
    const stranger = newPhone();
    expect((await sendCode(t, { phone: stranger, purpose: 'login' })).code).toBe(ErrorCode.PHONE_NOT_REGISTERED);
    expect((await sendCode(t, { phone: stranger, purpose: 'resetPassword' })).code).toBe(ErrorCode.PHONE_NOT_REGISTERED);
    expect(await codeRows(stranger)).toEqual([]);
  });

  it('a new code after 60 s only (SMS_TOO_FREQUENT with the seconds left)', async () => {
    const phone = newPhone();
    expect((await sendCode(t, { phone, purpose: 'register' })).code).toBe(0);
    t.clock.advance(20_000);
    const again = await sendCode(t, { phone, purpose: 'register', ip: newIp() });
    expect(again.code).toBe(ErrorCode.SMS_TOO_FREQUENT);
    expect(again.data).toEqual({ retryAfterSeconds: 40 });
    expect(again.msg).toBe('验证码发送过于频繁，请40秒后再试');
    t.clock.advance(40_000);
    expect((await sendCode(t, { phone, purpose: 'register' })).code).toBe(0);
    expect(await outbox(t, phone)).toHaveLength(2);
  });

  it('the 60 s gap holds across purposes: it protects the phone', async () => {
    const { phone } = await registerUser(t);
    expect((await sendCode(t, { phone, purpose: 'login' })).code).toBe(ErrorCode.SMS_TOO_FREQUENT);
    t.clock.advance(60_000);
    expect((await sendCode(t, { phone, purpose: 'login' })).code).toBe(0);
  });

  it('at most 10 codes per phone per day in the tenant time zone', async () => {
    const phone = newPhone();
    // Start just after midnight in Asia/Shanghai (16:00 UTC), so that the 10 sends stay on one day.
    const now = t.clock();
    const shanghaiMidnight = Math.ceil((now + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
    t.clock.advance(shanghaiMidnight - now + 1000);
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(t, { phone, purpose: 'register' })).code, `send ${i + 1}`).toBe(0);
      t.clock.advance(61_000);
    }
    const refused = await sendCode(t, { phone, purpose: 'register' });
    expect(refused.code).toBe(ErrorCode.SMS_DAILY_LIMIT);
    expect(await outbox(t, phone)).toHaveLength(10);
    // The next day in Shanghai: allowed again.
    t.clock.advance(24 * 3600_000);
    expect((await sendCode(t, { phone, purpose: 'register' })).code).toBe(0);
  });

  it('at most 20 codes per client address per hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await sendCode(t, { phone: newPhone(), purpose: 'register', ip })).code).toBe(0);
    const phone = newPhone();
    expect((await sendCode(t, { phone, purpose: 'register', ip })).code).toBe(ErrorCode.RATE_LIMITED);
    expect(await codeRows(phone)).toEqual([]);
    expect((await sendCode(t, { phone, purpose: 'register' })).code).toBe(0);
    t.clock.advance(min(61));
    expect((await sendCode(t, { phone: newPhone(), purpose: 'register', ip })).code).toBe(0);
  });

  it('valid 5 minutes', async () => {
    const phone = newPhone();
    const code = await codeFor(t, { phone, purpose: 'register' });
    t.clock.advance(min(5) + 1000);
    expect((await registerWith(phone, code)).code).toBe(ErrorCode.CODE_INVALID);
    const fresh = await codeFor(t, { phone, purpose: 'register' });
    t.clock.advance(min(4));
    expect((await registerWith(phone, fresh)).code).toBe(0);
  });

  it('single use, bound to phone and purpose', async () => {
    const { phone } = await registerUser(t);
    t.clock.advance(61_000);
    const code = await codeFor(t, { phone, purpose: 'login' });
    // Another phone or another purpose: not this code.
    const other = await registerUser(t);
    expect((await env(t, loginByCode, { ip: newIp(), body: { areaCode: '+86', phone: other.phone, code } })).code).toBe(
      ErrorCode.CODE_INVALID,
    );
    expect((await registerWith(newPhone(), code)).code).toBe(ErrorCode.CODE_INVALID);
    expect((await env(t, loginByCode, { ip: newIp(), body: { areaCode: '+86', phone, code } })).code).toBe(0);
    expect((await env(t, loginByCode, { ip: newIp(), body: { areaCode: '+86', phone, code } })).code).toBe(
      ErrorCode.CODE_INVALID,
    );
  });

  it('two requests with one code at once: exactly one gets through', async () => {
    const { phone } = await registerUser(t);
    t.clock.advance(61_000);
    const code = await codeFor(t, { phone, purpose: 'login' });
    const tries = await Promise.all(
      [1, 2, 3].map(() => env(t, loginByCode, { ip: newIp(), body: { areaCode: '+86', phone, code } })),
    );
    expect(tries.map((r) => r.code).sort()).toEqual([0, ErrorCode.CODE_INVALID, ErrorCode.CODE_INVALID]);
  });

  it('two sends at once to one phone: one code goes out', async () => {
    const phone = newPhone();
    const sends = await Promise.all([1, 2, 3].map(() => sendCode(t, { phone, purpose: 'register' })));
    expect(sends.filter((r) => r.code === 0)).toHaveLength(1);
    expect(sends.filter((r) => r.code === ErrorCode.SMS_TOO_FREQUENT)).toHaveLength(2);
    expect(await outbox(t, phone)).toHaveLength(1);
  });

  it('a new code replaces the one before it', async () => {
    const phone = newPhone();
    const first = await codeFor(t, { phone, purpose: 'register' });
    t.clock.advance(61_000);
    const second = await codeFor(t, { phone, purpose: 'register' });
    if (first !== second) expect((await registerWith(phone, first)).code).toBe(ErrorCode.CODE_INVALID);
    expect((await registerWith(phone, second)).code).toBe(0);
  });

  it('5 wrong entries void the code', async () => {
    const phone = newPhone();
    const code = await codeFor(t, { phone, purpose: 'register' });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await registerWith(phone, wrong)).code).toBe(ErrorCode.CODE_INVALID);
    expect((await registerWith(phone, code)).code).toBe(ErrorCode.CODE_INVALID);
    expect(await codeRows(phone)).toEqual([{ purpose: 'register', used_at: null, wrong_attempts: 5 }]);
    expect(await t.db.kysely.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('a code that is not 6 digits is refused by the contract', async () => {
    const res = await registerWith(newPhone(), '12345');
    expect(res.code).toBe(ErrorCode.CODE_INVALID);
  });

  it('resetPayPassword and bankCard codes need a session and go to the own phone', async () => {
    expect((await sendCode(t, { purpose: 'resetPayPassword' })).code).toBe(ErrorCode.LOGIN_REQUIRED);
    const me = await registerUser(t);
    t.clock.advance(61_000);
    const someoneElse = newPhone();
    const res = await sendCode(t, { purpose: 'resetPayPassword', token: me.token, phone: someoneElse });
    expect(res.code).toBe(0);
    expect(res.data.sentTo).toBe(`${me.phone.slice(0, 3)}****${me.phone.slice(-4)}`);
    expect(await outbox(t, someoneElse)).toEqual([]);
    const [sent] = await outbox(t, me.phone);
    expect(sent!.purpose).toBe('resetPayPassword');
    const reset = await env(t, resetPayPassword, {
      token: me.token,
      body: { code: sent!.code, payPassword: '246810', confirmPayPassword: '246810' },
    });
    expect(reset.code).toBe(0);
  });

  it('the dev outbox is unsigned, needs a phone, and does not exist in production', async () => {
    const res = await call(t.app, devSmsOutbox, { unsigned: true, query: {} });
    expect(res.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    const servers = await startProviderServers();
    const prod = await createTestApp(productionEnv(servers));
    servers.target.app = prod.app;
    try {
      const res404 = await call(prod.app, devSmsOutbox, { unsigned: true, query: { phone: '13800000000' } });
      expect(res404.statusCode).toBe(404);
      const page = await prod.app.inject({ url: '/api/dev/did-sandbox?redirect=/', headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(404);
      // Codes go out through the SMS provider (Alibaba Cloud's protocol): no sandbox keeps them.
      const phone = newPhone();
      const sent = body(
        await call(prod.app, sendSmsCode, { ip: newIp(), body: { areaCode: '+86', phone, purpose: 'register' } }),
      );
      expect(sent.code).toBe(0);
      expect(servers.aliyun.lastSent(phone)?.params.code).toMatch(/^\d{6}$/);
      expect(await prod.db.kysely.selectFrom('sms_sandbox_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await prod.close();
      await servers.close();
    }
  });
});

// Only codes actually sent count toward the per-phone day and the per-address hour (issue 31 item 11, PRODUCT.md §4):
// a request refused inside the 60 s gap uses up nothing. The answers that say whether a phone has an account count
// toward the address's hour like a send (no probing a tenant's phones unbounded).
describe(`verification codes: only codes sent count (${DB_KIND})`, () => {
  it('25 retries inside the 60 s gap do not lock the address: 20 codes sent in the hour, the 21st refused (4000007)', async () => {
    const ip = newIp();
    const phone = newPhone();
    expect((await sendCode(t, { phone, purpose: 'register', ip })).code).toBe(0);
    for (let i = 0; i < 25; i++) {
      t.clock.advance(1_000);
      expect((await sendCode(t, { phone, purpose: 'register', ip })).code, `retry ${i + 1}`).toBe(ErrorCode.SMS_TOO_FREQUENT);
    }
    // The refusals that tell whether a phone has an account count like a send (one address cannot probe phones
    // faster than it could text them): a registered phone asked for a register code, an unknown one for a login.
    const { phone: registered } = await registerUser(t);
    expect((await sendCode(t, { phone: registered, purpose: 'register', ip })).code).toBe(ErrorCode.PHONE_REGISTERED);
    expect((await sendCode(t, { phone: newPhone(), purpose: 'login', ip })).code).toBe(ErrorCode.PHONE_NOT_REGISTERED);
    // The retry after the gap is sent: the second code of this address, its fourth count.
    t.clock.advance(35_000);
    expect((await sendCode(t, { phone, purpose: 'register', ip })).code).toBe(0);
    expect(await outbox(t, phone)).toHaveLength(2);
    // 16 more codes to other phones: 20 counted in the hour.
    for (let i = 0; i < 16; i++)
      expect((await sendCode(t, { phone: newPhone(), purpose: 'register', ip })).code, `send ${i + 3}`).toBe(0);
    // The 21st real send in the hour is refused, and nothing is sent or stored for it.
    const refused = newPhone();
    expect((await sendCode(t, { phone: refused, purpose: 'register', ip })).code).toBe(ErrorCode.RATE_LIMITED);
    expect(await codeRows(refused)).toEqual([]);
    expect(await outbox(t, refused)).toEqual([]);
    // The refused phone's own gap was not used up by the refusal: another address sends to it at once.
    expect((await sendCode(t, { phone: refused, purpose: 'register' })).code).toBe(0);
    t.clock.advance(min(61));
    expect((await sendCode(t, { phone: newPhone(), purpose: 'register', ip })).code).toBe(0);
  });

  it('an address asking about phones it does not own is limited like one sending: the 21st answer is 4000007', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++)
      expect((await sendCode(t, { phone: newPhone(), purpose: 'login', ip })).code, `probe ${i + 1}`).toBe(
        ErrorCode.PHONE_NOT_REGISTERED,
      );
    expect((await sendCode(t, { phone: newPhone(), purpose: 'login', ip })).code).toBe(ErrorCode.RATE_LIMITED);
    t.clock.advance(min(61));
    expect((await sendCode(t, { phone: newPhone(), purpose: 'login', ip })).code).toBe(ErrorCode.PHONE_NOT_REGISTERED);
  });

  it('too-early retries do not use up the per-phone day: 10 codes a day are still sent', async () => {
    const phone = newPhone();
    const ip = newIp();
    const now = t.clock();
    const shanghaiMidnight = Math.ceil((now + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
    t.clock.advance(shanghaiMidnight - now + 1000);
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(t, { phone, purpose: 'register', ip: newIp() })).code, `send ${i + 1}`).toBe(0);
      t.clock.advance(30_000);
      expect((await sendCode(t, { phone, purpose: 'register', ip })).code).toBe(ErrorCode.SMS_TOO_FREQUENT);
      t.clock.advance(31_000);
    }
    expect(await outbox(t, phone)).toHaveLength(10);
    expect((await sendCode(t, { phone, purpose: 'register' })).code).toBe(ErrorCode.SMS_DAILY_LIMIT);
  });

  it('a code the provider does not send counts for nothing: the address still has its 20', async () => {
    const unreachable = new Set<string>();
    const failing = await createTestApp(
      {},
      {
        providers: {
          sms: {
            async sendCode(m: SmsCodeMessage) {
              if (unreachable.has(m.phone)) throw new SmsProviderError('unavailable', 'TEST_DOWN', 'the provider is down');
            },
          },
        },
      },
    );
    try {
      const ip = newIp();
      for (let i = 0; i < 5; i++) {
        const phone = newPhone();
        unreachable.add(phone);
        expect((await sendCode(failing, { phone, purpose: 'register', ip })).code).toBe(ErrorCode.SMS_SEND_FAILED);
      }
      for (let i = 0; i < 20; i++)
        expect((await sendCode(failing, { phone: newPhone(), purpose: 'register', ip })).code, `send ${i + 1}`).toBe(0);
      expect((await sendCode(failing, { phone: newPhone(), purpose: 'register', ip })).code).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await failing.close();
    }
  });

  it('across processes: the hour is counted in the shared state every process reads, refusals nowhere', async () => {
    // Two server processes on one database with the shared state in it (as several processes run, decision 052).
    const first = await createTestApp({ SHARED_STATE: 'database' });
    const second = await startAnotherApp(first, { clock: first.clock });
    const other: TestApp = { ...first, app: second.app };
    try {
      const ip = newIp();
      for (let i = 0; i < 10; i++) {
        const phone = newPhone();
        const [a, b] = i % 2 === 0 ? [first, other] : [other, first];
        expect((await sendCode(a, { phone, purpose: 'register', ip })).code, `send ${i + 1}`).toBe(0);
        // Too early, through the other process: refused there, and counted by neither.
        expect((await sendCode(b, { phone, purpose: 'register', ip })).code).toBe(ErrorCode.SMS_TOO_FREQUENT);
        expect((await sendCode(a, { phone, purpose: 'register', ip })).code).toBe(ErrorCode.SMS_TOO_FREQUENT);
      }
      for (let i = 10; i < 20; i++)
        expect((await sendCode(i % 2 === 0 ? first : other, { phone: newPhone(), purpose: 'register', ip })).code).toBe(0);
      expect((await sendCode(first, { phone: newPhone(), purpose: 'register', ip })).code).toBe(ErrorCode.RATE_LIMITED);
      expect((await sendCode(other, { phone: newPhone(), purpose: 'register', ip })).code).toBe(ErrorCode.RATE_LIMITED);
      // Sends from one address to several phones at once in both processes: never more than the 20 in all.
      const ip2 = newIp();
      const rush = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          sendCode(i % 2 === 0 ? first : other, { phone: newPhone(), purpose: 'register', ip: ip2 }),
        ),
      );
      expect(rush.filter((r) => r.code === 0)).toHaveLength(20);
      expect(rush.filter((r) => r.code !== 0).every((r) => r.code === ErrorCode.RATE_LIMITED)).toBe(true);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

function body(res: { json(): unknown }) {
  return res.json() as { code: number };
}
