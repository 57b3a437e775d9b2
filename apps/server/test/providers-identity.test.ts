import { Writable } from 'node:stream';
import {
  consoleCheckProvider,
  consoleListProviders,
  consoleRemoveProvider,
  consoleSaveProvider,
  ErrorCode,
  register,
  sendSmsCode,
  submitRealName,
  type ConsoleProvider,
} from '@curio/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, signInConsole } from './console-helpers';
import { body, call, createTestApp, DB_KIND, startAnotherApp, type TestApp } from './helpers';
import { newIp, newPhone, PASSWORD } from './identity-helpers';
import { SMS_TEMPLATES, startProviderServers, type ProviderServers } from './support/providers';

// Issue 28: verification codes through Alibaba Cloud SMS (the deployment's account) and Tencent Cloud SMS (a
// tenant's own account, saved in the console: write-only secrets, audited), real name through Alibaba Cloud's
// two-element check, each against a local server that checks our signatures the vendor's way. No provider secret
// in any log line, answer or database column.

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
let servers: ProviderServers;
const answers: string[] = [];

beforeAll(async () => {
  servers = await startProviderServers({ clock: () => (t ? t.clock() : Date.now()) });
  t = await createTestApp({ ...servers.env({ sms: 'aliyun', payments: false }), LOG_LEVEL: 'info' }, { logStream: capture });
  servers.target.app = t.app;
});
afterAll(async () => {
  await t?.close();
  await servers?.close();
});

const AURORA = 'aurora.localhost';

async function sendCode(phone: string, host = 'localhost', lang?: string) {
  return body(await call(t.app, sendSmsCode, { host, lang, ip: newIp(), body: { areaCode: '+86', phone, purpose: 'register' } }));
}

async function registerWith(phone: string, code: string, host = 'localhost') {
  const res = body<{ token: string }>(
    await call(t.app, register, {
      host,
      ip: newIp(),
      body: { areaCode: '+86', phone, code, password: PASSWORD, confirmPassword: PASSWORD, agree: true },
    }),
  );
  return res;
}

/** Aurora's own Tencent Cloud SMS account, as its owner saves it in the console. */
function tencentSettings(secretKey = servers.tencent.secretKey) {
  return {
    fields: {
      secretId: servers.tencent.secretId,
      sdkAppId: servers.tencent.sdkAppId,
      signName: 'Aurora',
      templates: { ...SMS_TEMPLATES, register: '1234567' },
      endpoint: servers.tencent.url,
    },
    secrets: { secretKey },
  };
}

describe(`providers for identity (${DB_KIND})`, () => {
  it('registers with a code sent through Alibaba Cloud SMS (the deployment account), signed the Alibaba Cloud way', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).code).toBe(0);
    const sent = servers.aliyun.lastSent(phone)!;
    expect(sent).toMatchObject({ signName: 'Curio', templateCode: SMS_TEMPLATES.register });
    const res = await registerWith(phone, sent.params.code!);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.token).toMatch(/.{20,}/);
  });

  it("a tenant's owner saves its own Tencent Cloud SMS account: codes go through it, secrets are write-only and audited", async () => {
    const owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    const saved = await consoleCall(t.app, consoleSaveProvider, owner, {
      params: { kind: 'sms', vendor: 'tencent' },
      body: tencentSettings(),
    });
    answers.push(saved.body);
    const provider = body<ConsoleProvider>(saved);
    expect(provider.code, provider.msg).toBe(0);
    expect(provider.data).toMatchObject({ kind: 'sms', vendor: 'tencent', source: 'tenant', secretsSet: ['secretKey'] });
    expect(saved.body).not.toContain(servers.tencent.secretKey);

    const phone = newPhone();
    expect((await sendCode(phone, AURORA)).code).toBe(0);
    const sent = servers.tencent.lastTo(`+86${phone}`)!;
    expect(sent).toMatchObject({ signName: 'Aurora', templateId: '1234567', params: [expect.stringMatching(/^\d{6}$/), '5'] });
    expect(servers.aliyun.lastSent(phone)).toBeUndefined(); // not through the deployment's account
    expect((await registerWith(phone, sent.params[0]!, AURORA)).code).toBe(0);

    // Saved again without the secret: the saved one is kept (it still sends); the sign name changes.
    const again = await consoleCall(t.app, consoleSaveProvider, owner, {
      params: { kind: 'sms', vendor: 'tencent' },
      body: { fields: { ...tencentSettings().fields, signName: 'Aurora Arts' }, secrets: {} },
    });
    answers.push(again.body);
    expect(body(again).code).toBe(0);
    const phone2 = newPhone();
    expect((await sendCode(phone2, AURORA)).code).toBe(0);
    expect(servers.tencent.lastTo(`+86${phone2}`)?.signName).toBe('Aurora Arts');

    const list = await consoleCall(t.app, consoleListProviders, owner);
    answers.push(list.body);
    const sms = body<{ providers: ConsoleProvider[] }>(list).data.providers.find((p) => p.kind === 'sms')!;
    expect(sms).toMatchObject({ vendor: 'tencent', source: 'tenant', secretsSet: ['secretKey'] });
    // The audit names what changed, never a secret.
    const audit = await auditRows(t.app, 'provider.save');
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toContain(servers.tencent.secretKey);
    expect(JSON.parse(audit[1]!.after_json)).toMatchObject({ secretsSet: ['secretKey'], secretsChanged: ['secretKey'] });
    expect(JSON.parse(audit[0]!.after_json)).toMatchObject({ secretsChanged: [] });

    // Its health check: a signed call to Tencent Cloud, recorded.
    const check = await consoleCall(t.app, consoleCheckProvider, owner, { params: { kind: 'sms', vendor: 'tencent' } });
    answers.push(check.body);
    expect(body<ConsoleProvider>(check).data.health).toMatchObject({ ok: true, error: null, at: expect.any(Number) });
    // The demo tenant still sends through the deployment's Alibaba Cloud account.
    const demoPhone = newPhone();
    expect((await sendCode(demoPhone)).code).toBe(0);
    expect(servers.aliyun.lastSent(demoPhone)).toBeDefined();
  });

  it('the console refuses a first save without secrets, a bad field, a support operator, and another tenant sees nothing', async () => {
    const owner = await signInConsole(t.app, { tenant: 'demo', role: 'owner' });
    const noSecret = await consoleCall(t.app, consoleSaveProvider, owner, {
      params: { kind: 'sms', vendor: 'tencent' },
      body: { fields: tencentSettings().fields, secrets: {} },
    });
    expect(body(noSecret).code).toBe(ErrorCode.VALIDATION_FAILED);
    const badField = await consoleCall(t.app, consoleSaveProvider, owner, {
      params: { kind: 'sms', vendor: 'tencent' },
      body: { ...tencentSettings(), fields: { ...tencentSettings().fields, templates: { register: 'x' } } },
    });
    expect(body(badField).code).toBe(ErrorCode.VALIDATION_FAILED);
    const support = await signInConsole(t.app, { tenant: 'aurora', role: 'support' });
    const refused = await consoleCall(t.app, consoleSaveProvider, support, {
      params: { kind: 'sms', vendor: 'tencent' },
      body: tencentSettings(),
    });
    expect(body(refused).code).not.toBe(0);
    // A WeChat Pay merchant saved without the optional official-account secret: only what was saved shows as set.
    const w = servers.wechat.credentials();
    const wechat = await consoleCall(t.app, consoleSaveProvider, owner, {
      params: { kind: 'pay', vendor: 'wechatpay' },
      body: {
        fields: {
          mchId: w.mchId,
          appId: w.appId,
          certSerial: w.certSerial,
          platformPublicKeyId: w.platformPublicKeyId,
          platformPublicKey: w.platformPublicKey,
          endpoint: servers.wechat.url,
        },
        secrets: { privateKey: w.privateKey, apiV3Key: w.apiV3Key },
      },
    });
    answers.push(wechat.body);
    expect(body<ConsoleProvider>(wechat).data).toMatchObject({
      source: 'tenant',
      methods: [0],
      secretsSet: ['privateKey', 'apiV3Key'],
    });
    expect(wechat.body).not.toContain(w.apiV3Key);
    expect(
      body(await consoleCall(t.app, consoleRemoveProvider, owner, { params: { kind: 'pay', vendor: 'wechatpay' } })).data,
    ).toEqual({ removed: true });
    const demoList = body<{ providers: ConsoleProvider[] }>(await consoleCall(t.app, consoleListProviders, owner)).data.providers;
    expect(demoList.find((p) => p.kind === 'sms')).toMatchObject({ vendor: 'aliyun', source: 'environment' });
    expect(demoList.find((p) => p.kind === 'kyc')).toMatchObject({
      vendor: 'aliyun',
      source: 'environment',
      secretsSet: ['accessKeySecret'],
    });
  });

  it('provider refusals answer the catalogue code in the user language, and the unsent code counts for nothing', async () => {
    const cases: [string, number][] = [
      ['isv.BUSINESS_LIMIT_CONTROL', ErrorCode.SMS_PROVIDER_RATE_LIMITED],
      ['isv.MOBILE_NUMBER_ILLEGAL', ErrorCode.SMS_PHONE_UNREACHABLE],
      ['isv.SMS_TEMPLATE_ILLEGAL', ErrorCode.SMS_SEND_FAILED],
      ['isv.AMOUNT_NOT_ENOUGH', ErrorCode.SMS_SEND_FAILED],
    ];
    for (const [providerCode, code] of cases) {
      const phone = newPhone();
      servers.aliyun.refuseNext(providerCode);
      const res = await sendCode(phone, 'localhost', 'en');
      expect(res.code, providerCode).toBe(code);
      expect(res.msg).toMatch(/^[A-Z][a-z ,]+/); // English, from the catalogue
      const rows = await t.db.kysely.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute();
      expect(rows).toEqual([]);
    }
  });

  it('real name through Alibaba Cloud two-element check: verified, a name that does not match the ID is refused with the spec code', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const { token } = (await registerWith(phone, servers.aliyun.lastSent(phone)!.params.code!)).data;
    servers.aliyun.addPerson('张晓明', '110105199003071239');
    const mismatch = body(
      await call(t.app, submitRealName, { token, body: { name: '李四', idCard: '110105199003071239', agree: true } }),
    );
    expect(mismatch.code).toBe(ErrorCode.IDENTITY_PHONE_MISMATCH);
    const unknown = body(
      await call(t.app, submitRealName, { token, body: { name: '王五', idCard: '310115198805122347', agree: true } }),
    );
    expect(unknown.code).toBe(ErrorCode.AUTH_FAILED);
    const ok = body<{ single: boolean; name: string; idCard: string }>(
      await call(t.app, submitRealName, { token, body: { name: '张晓明', idCard: '110105199003071239', agree: true } }),
    );
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data).toMatchObject({ single: true, name: '张*明', idCard: '110105********1239' });
  });

  it('a real-name provider that does not answer, or fails, ends the attempt with 7020075 in the user language', async () => {
    // Its own app: a short wait for the provider (the hung call never answers, so the wait always ends it).
    const quick = await createTestApp({ ...servers.env({ sms: 'aliyun', payments: false }), KYC_TIMEOUT_MS: '400' });
    try {
      const phone = newPhone();
      const sent = body(
        await call(quick.app, sendSmsCode, { ip: newIp(), body: { areaCode: '+86', phone, purpose: 'register' } }),
      );
      expect(sent.code).toBe(0);
      const reg = body<{ token: string }>(
        await call(quick.app, register, {
          ip: newIp(),
          body: {
            areaCode: '+86',
            phone,
            code: servers.aliyun.lastSent(phone)!.params.code,
            password: PASSWORD,
            confirmPassword: PASSWORD,
            agree: true,
          },
        }),
      );
      const submit = () =>
        call(quick.app, submitRealName, {
          token: reg.data.token,
          lang: 'en',
          body: { name: '张晓明', idCard: '110105199003071239', agree: true },
        });
      servers.aliyun.hangNext();
      const hung = body(await submit());
      expect(hung.code).toBe(ErrorCode.VERIFIED_INFO_FAILED);
      servers.aliyun.failNext(503, 'ServiceUnavailable');
      expect(body(await submit()).code).toBe(ErrorCode.VERIFIED_INFO_FAILED);
      // The provider answers again: verified.
      servers.aliyun.addPerson('张晓明', '110105199003071239');
      expect(body(await submit()).code).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it('the real providers are health-checked every 10 minutes, once across processes; a failing one shows its error', async () => {
    const other = await startAnotherApp(t, { clock: t.clock });
    try {
      const tenants = (app: typeof t.app) => () => app.tenant.tenants.all();
      const since = t.clock();
      const [a, b] = await Promise.all([
        t.app.providerSettings.settings.checkDue(tenants(t.app)),
        other.app.providerSettings.settings.checkDue(tenants(other.app)),
      ]);
      const rows = await t.db.kysely.selectFrom('provider_health').selectAll().where('checked_at', '>=', since).execute();
      // Every tenant's SMS and the real-name provider: checked once in all (not twice), all answered.
      expect(a + b).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.every((r) => r.ok === 1)).toBe(true);
      // Within the 10 minutes nothing is checked again; after them, again — and a failure is recorded with its code.
      t.clock.advance(61_000);
      expect(await t.app.providerSettings.settings.checkDue(tenants(t.app))).toBe(0);
      t.clock.advance(600_000);
      servers.aliyun.failNext(503, 'ServiceUnavailable');
      expect(await t.app.providerSettings.settings.checkDue(tenants(t.app))).toBeGreaterThanOrEqual(4);
      const failing = await t.db.kysely.selectFrom('provider_health').selectAll().where('ok', '=', 0).execute();
      expect(failing).toHaveLength(1);
      expect(failing[0]!.error).toMatch(/ServiceUnavailable/);
    } finally {
      await other.close();
    }
  });

  it('no provider secret is in any log line, answer or database column; removing a tenant account falls back to the deployment one', async () => {
    const secrets = [servers.tencent.secretKey, servers.aliyun.accessKeySecret, servers.wechat.credentials().apiV3Key];
    // Every text of every table.
    const tables =
      DB_KIND === 'pg'
        ? (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(t.db.kysely)
          ).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db.kysely)).rows;
    let dump = '';
    for (const { name } of tables)
      dump += JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(t.db.kysely)).rows);
    await new Promise((resolve) => setImmediate(resolve));
    const logs = lines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(dump.includes(secret), 'a secret in the database').toBe(false);
      expect(logs.includes(secret), 'a secret in the logs').toBe(false);
      expect(answers.join('').includes(secret), 'a secret in an answer').toBe(false);
    }
    // The tenant's account was saved (sealed: its row is in the dump, the secret is not).
    expect(dump).toContain('"vendor":"tencent"');
    const owner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
    const removed = await consoleCall(t.app, consoleRemoveProvider, owner, { params: { kind: 'sms', vendor: 'tencent' } });
    expect(body(removed).data).toEqual({ removed: true });
    const phone = newPhone();
    expect((await sendCode(phone, AURORA)).code).toBe(0);
    expect(servers.aliyun.lastSent(phone)).toBeDefined();
  });
});
