import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  endpoints,
  ErrorCode,
  exchangeDidToken,
  getTenantConfigEnable,
  getWallet,
  listBankCards,
  openWallet,
  queryChannelPlatform,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, ENV_DOCS, loadConfig } from '../src/config';
import { productionProblems, SANDBOX_ROUTES } from '../src/start-checks';
import { body, call, createTestApp, createTestDatabase, DB_KIND, SIGN_KEY, type TestApp } from './helpers';
import { createBuyer } from './sale-helpers';
import { PRODUCTION_KEYS, productionEnv, startProviderServers, type ProviderServers } from './support/providers';
import { s3Env, s3Prefix } from './support/s3';

// Issue 28: a production start never fakes. Its configuration is checked before it listens (each problem named);
// with the adapters configured (pointed at the local protocol servers) it serves every call of the contract, and
// what no provider backs (the wallet, DID login) is hidden and answers a clear code.

let servers: ProviderServers;
let prod: TestApp;

beforeAll(async () => {
  servers = await startProviderServers();
  prod = await createTestApp(productionEnv(servers, { SIGN_KEY }));
  servers.target.app = prod.app;
});
afterAll(async () => {
  await prod?.close();
  await servers?.close();
});

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs the real server entry (apps/server/src/server.ts) with `env`: its output and how it ended, or the port it listens on. */
function startServer(env: Record<string, string>, until: 'exit' | 'listening') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', CHAIN_WORKER: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise<{ code: number | null; out: string; port?: number; stop?: () => Promise<void> }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/i.exec(out) ?? /"port":(\d+)/.exec(out);
      if (until === 'listening' && m) {
        resolve({
          code: null,
          out,
          port: Number(m[1]),
          stop: () => new Promise((done) => (child.once('exit', () => done()), child.kill('SIGTERM'))),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) =>
      until === 'exit' ? resolve({ code, out }) : reject(new Error(`the server ended (${code}):\n${out}`)),
    );
  });
}

describe(`a production start (${DB_KIND})`, () => {
  it('refuses a development configuration, naming every problem', () => {
    let problems: readonly string[] = [];
    try {
      loadConfig({
        NODE_ENV: 'production',
        SIGN_KEY: 'curio-dev-sign-key',
        MASTER_KEY: 'short-master-key!',
        SEED_DEMO: '1',
        BENCH_ROUTES: '1',
      });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      problems = (err as ConfigError).problems;
    }
    expect(problems).toEqual([
      'SIGN_KEY is a development or placeholder value',
      'MASTER_KEY is shorter than 32 characters',
      'BENCH_ROUTES=1 is refused',
      'SEED_DEMO=1 is refused (the demo seed has development accounts)',
      'KYC_PROVIDER is the sandbox: set KYC_PROVIDER=aliyun and its keys',
    ]);
    // A placeholder of .env.production.example left in, a missing key, broken provider settings: each named.
    const env: Record<string, string> = {
      ...productionEnv(servers),
      SIGN_KEY: 'change-me-to-a-long-random-value-000000',
      WECHATPAY_API_V3_KEY: 'short',
    };
    delete env.MASTER_KEY;
    const again = () => loadConfig(env);
    expect(again).toThrow(/SIGN_KEY is a development or placeholder value/);
    expect(again).toThrow(/MASTER_KEY is missing/);
    expect(again).toThrow(/WECHATPAY_\*: apiV3Key/);
  });

  it('the real entry point exits 1 before listening and says why; its message holds no secret', async () => {
    const secret = 'a-real-looking-but-short-secret';
    const { code, out } = await startServer(
      { NODE_ENV: 'production', SIGN_KEY: secret, DATA_DIR: prod.dataDir, DATABASE_URL: 'sqlite:/nonexistent/x.db' },
      'exit',
    );
    expect(code).toBe(1);
    expect(out).toContain('Curio refuses to start (NODE_ENV=production)');
    expect(out).toContain('SIGN_KEY is shorter than 32 characters');
    expect(out).toContain('MASTER_KEY is missing');
    expect(out).toContain('KYC_PROVIDER is the sandbox');
    expect(out).not.toContain(secret);
  });

  it('refuses a database with the demo seed (its operators and tenants), and with no SMS provider for an open tenant', async () => {
    expect(await productionProblems(prod.app, prod.db)).toEqual([
      expect.stringMatching(/^the demo seed's operator accounts are present: .*admin@curio\.local/),
      expect.stringMatching(/^demo tenants are present: Curio Demo \(demo\), .*Aurora/),
    ]);
    const noSms = { ...productionEnv(servers, { SIGN_KEY }) };
    for (const k of Object.keys(noSms)) if (k.startsWith('SMS_')) delete noSms[k];
    const bare = await createTestApp(noSms);
    try {
      const problems = await productionProblems(bare.app, bare.db);
      expect(problems).toContainEqual(expect.stringMatching(/^no SMS provider for tenant\(s\) demo, aurora/));
    } finally {
      await bare.close();
    }
  });

  it('refuses an object store that does not answer, naming the bucket', async () => {
    const wrong = await createTestApp({
      ...productionEnv(servers, { SIGN_KEY }),
      ...s3Env(s3Prefix('start')),
      S3_BUCKET: 'no-such-bucket',
    });
    try {
      expect(await productionProblems(wrong.app, wrong.db)).toContainEqual(
        expect.stringMatching(
          /^the file storage does not answer \(bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+\): NoSuchBucket/,
        ),
      );
    } finally {
      await wrong.close();
    }
    const right = await createTestApp({ ...productionEnv(servers, { SIGN_KEY }), ...s3Env(s3Prefix('start')) });
    try {
      expect((await productionProblems(right.app, right.db)).filter((p) => p.includes('file storage'))).toEqual([]);
    } finally {
      await right.close();
    }
  });

  it('with the adapters configured, a clean database starts and answers', async () => {
    const db = await createTestDatabase({}, { from: 'migrated' });
    await db.db.close();
    try {
      const url =
        DB_KIND === 'pg' && db.config.database.kind === 'postgres' ? db.config.database.url : path.join(db.dataDir, 'curio.db');
      const server = await startServer(
        { ...productionEnv(servers, { SIGN_KEY }), DATA_DIR: db.dataDir, DATABASE_URL: url },
        'listening',
      );
      try {
        const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
        expect(res.status).toBe(200);
        expect(server.out).not.toContain(PRODUCTION_KEYS.MASTER_KEY);
      } finally {
        await server.stop!();
      }
    } finally {
      await db.close();
    }
  });

  it('serves every call of the contract (the development outbox aside) and no sandbox address', async () => {
    const doc = (await prod.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    const served = new Set(Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId)));
    const missing = Object.keys(endpoints).filter((id) => !served.has(id));
    expect(missing).toEqual(['devSmsOutbox']);
    expect(served.has('deleteAccount') && served.has('getDeletionStanding')).toBe(true);
    for (const r of SANDBOX_ROUTES) expect(prod.app.hasRoute(r), `${r.method} ${r.url}`).toBe(false);
    expect(prod.app.providers.pay).toBeNull();
    expect(prod.app.providers.didSandbox).toBeNull();
  });

  it('hides the wallet and DID login, and their calls answer 5000240 (never a 404 or a 500)', async () => {
    const buyer = await createBuyer(prod, 'demo');
    const enable = body<{ classification: number; disableContent: string[] }[]>(await call(prod.app, getTenantConfigEnable, {}));
    expect(enable.data.find((c) => c.classification === 2)?.disableContent).toContain('wallet');
    for (const [def, o] of [
      [getWallet, {}],
      [listBankCards, {}],
      [openWallet, { body: { password: '135790', confirmPassword: '135790' } }],
    ] as const) {
      const res = await call(prod.app, def, { token: buyer.token, lang: 'en', ...o });
      expect(res.statusCode).toBe(200);
      expect(body(res)).toMatchObject({
        code: ErrorCode.SERVICE_NOT_CONFIGURED,
        msg: 'This service is not available on this platform yet',
      });
    }
    expect(body(await call(prod.app, queryChannelPlatform, {})).data).toEqual([]);
    const did = await call(prod.app, exchangeDidToken, { query: { didToken: 'x'.repeat(40) } });
    expect(did.statusCode).toBe(200);
    expect(body(did).code).toBe(ErrorCode.SERVICE_NOT_CONFIGURED);
  });

  it('documents every variable it reads', () => {
    expect(ENV_DOCS.map((d) => d.name)).toEqual(
      expect.arrayContaining(['CONSOLE_DIST', 'WECHATPAY_MCH_ID', 'SMS_PROVIDER', 'KYC_PROVIDER']),
    );
  });
});
