import { Writable } from 'node:stream';
import {
  exchangeDidToken,
  getUserInfo,
  loginByCode,
  loginByPassword,
  openChainAccount,
  setPayPassword,
  submitRealName,
  updatePayPassword,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { chainKeyContext } from '../src/modules/identity/chain-account.service';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { codeFor, env, newIp, outbox, registerUser } from './identity-helpers';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logStream: capture });
});
afterAll(async () => {
  await t.close();
});

const TABLES: (keyof Database)[] = [
  'users',
  'sessions',
  'sms_codes',
  'sms_sandbox_outbox',
  'real_name_attempts',
  'chain_accounts',
  'did_bindings',
  'shared_keys',
  'shared_counters',
  'files',
  'short_links',
];

/**
 * Whether a dump holds a secret. A short run of digits (an SMS code, a pay password) is looked for as a
 * value of its own, not inside a longer number or hash: any six digits turn up inside some timestamp or
 * hex digest of a database that holds enough rows.
 */
function holds(dump: string, secret: string): boolean {
  if (!/^[0-9]{1,8}$/.test(secret)) return dump.includes(secret);
  return new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(dump);
}

async function everyRow(): Promise<string> {
  const dumps: string[] = [];
  for (const table of TABLES) dumps.push(JSON.stringify(await t.db.kysely.selectFrom(table).selectAll().execute()));
  return dumps.join('\n');
}

describe(`nothing secret in clear, in the database or in the logs (${DB_KIND})`, () => {
  it('passwords, pay passwords, codes, names, ID numbers, keys and tokens', async () => {
    const password = 'Clear-Text-Pw-77';
    const payPassword = '482916';
    const name = '欧阳明月';
    const idCard = '440304197511203455';
    const secrets: string[] = [password, payPassword, name, idCard];

    const me = await registerUser(t, { password });
    secrets.push(me.token);
    const login = await env<{ token: string }>(t, loginByPassword, {
      ip: newIp(),
      body: { areaCode: '+86', phone: me.phone, password },
    });
    secrets.push(login.data.token);
    t.clock.advance(61_000);
    const code = await codeFor(t, { phone: me.phone, purpose: 'login' });
    const byCode = await env<{ token: string }>(t, loginByCode, {
      ip: newIp(),
      body: { areaCode: '+86', phone: me.phone, code },
    });
    secrets.push(byCode.data.token);
    const token = byCode.data.token;
    await env(t, setPayPassword, { token, body: { payPassword, confirmPayPassword: payPassword } });
    await env(t, updatePayPassword, {
      token,
      body: { oldPayPassword: '000000', payPassword: '111111', confirmPayPassword: '111111' },
    });
    expect((await env(t, submitRealName, { token, body: { name, idCard, agree: true } })).code).toBe(0);
    const chain = await env<{ chainVOList: { chainChannelNo: string }[] }>(t, openChainAccount, { token });
    expect(chain.code).toBe(0);

    const didToken = t.app.providers.didSandbox!.issueToken(await tenantIdOf(t.db, 'demo'), 'xiwu-hk', t.clock());
    secrets.push(didToken);
    const did = await env<{ token: string }>(t, exchangeDidToken, { ip: newIp(), query: { didToken } });
    secrets.push(did.data.token);

    for (const m of await outbox(t, me.phone)) secrets.push(m.code);
    const userId = (await env<{ id: number }>(t, getUserInfo, { token })).data.id;
    const account = await t.db.kysely
      .selectFrom('chain_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const privateKey = t.app.keyring.openText(
      'chain-key',
      account.key_sealed,
      chainKeyContext(account.tenant_id, userId, account.chain_channel_no),
    );
    expect(privateKey).toMatch(/^0x[0-9a-f]{64}$/);
    secrets.push(privateKey.slice(2));

    const rows = await everyRow();
    const logs = lines.join('');
    expect(logs).toContain('sms sandbox: code sent');
    expect(logs).toContain('request completed');
    for (const secret of secrets) {
      expect(holds(rows, secret), `database holds ${secret.slice(0, 12)}…`).toBe(false);
      expect(holds(logs, secret), `logs hold ${secret.slice(0, 12)}…`).toBe(false);
    }
    // The phone appears only masked in the logs.
    expect(logs.includes(me.phone)).toBe(false);
    expect(logs).toContain('didToken=[Redacted]');
  });

  it('pino redacts secret body fields wherever a line carries a body', () => {
    lines.length = 0;
    t.app.log.info(
      {
        body: {
          password: 'pw-probe-1',
          payPassword: '918273',
          code: '564738',
          idCard: '110105199003071239',
          name: '某某',
          phone: 'x',
        },
      },
      'probe',
    );
    const line = lines.join('');
    expect(line).toContain('probe');
    for (const s of ['pw-probe-1', '918273', '564738', '110105199003071239', '某某']) expect(line).not.toContain(s);
    expect(line).toContain('[Redacted]');
  });
});
