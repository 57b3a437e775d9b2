import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNonce, signRequest, type CallDefinition } from '@curio/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { LocalDiskStorage } from '../src/providers/storage/local-disk-storage';
import { seedDemo } from '../src/seed/demo';
import { seededTemplate } from './support/template-db';

export const SIGN_KEY = 'curio-test-sign-key-5b1e0c7d9a3f4e21b6c8';
export const DB_KIND = process.env.TEST_DB === 'pg' ? 'pg' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  /** The app's clock: real time plus whatever the test moved it forward by. */
  clock: TestClock;
  close(): Promise<void>;
}

/** A clock a test moves forward instead of sleeping. */
export interface TestClock {
  (): number;
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  const clock = (() => Date.now() + offset) as TestClock;
  clock.advance = (ms: number) => {
    offset += ms;
  };
  return clock;
}

export interface TestAppOptions {
  /** Log lines go here (at LOG_LEVEL, trace unless the env says otherwise). */
  logStream?: NodeJS.WritableStream;
  providers?: AppDeps['providers'];
  /** A chain instead of the app's own embedded one (shared between apps, or one that fails). */
  chain?: AppDeps['chain'];
  /** Runs the chain outbox worker in the background; off by default (tests call `runOnce`). */
  chainWorker?: boolean;
}

export interface TestDatabase {
  config: Config;
  db: Db;
  dataDir: string;
  /** Closes the connection and removes the database and its folder. */
  close(): Promise<void>;
}

/**
 * What a test database starts as: `empty` (no tables: for the tests of migrations and the seed),
 * `migrated` (the schema, no rows), or `seeded` (the schema and the demo seed, with the seed's files in
 * the data folder). The last two are copies of templates (test/support/template-db.ts, decision 045):
 * the run's migrated one, made by the project's global setup, and the worker's seeded one, made again
 * when 20 s old. Without the global setup (another vitest project) they are migrated and seeded here.
 */
export type TestDatabaseStart = 'empty' | 'migrated' | 'seeded';

/** A fresh database (SQLite file, or a new database on the shared PostgreSQL cluster): empty unless `from` says. */
export async function createTestDatabase(
  env: Record<string, string> = {},
  opts: { from?: TestDatabaseStart } = {},
): Promise<TestDatabase> {
  const from = opts.from ?? 'empty';
  const run = from === 'empty' ? undefined : inject('testTemplates');
  const adminUrl = DB_KIND === 'pg' ? inject('pgUrl') : undefined;
  const seeded = run && from === 'seeded' ? await seededTemplate(run, adminUrl) : undefined;
  const template = seeded?.database ?? run?.migrated;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-test-'));
  if (seeded) fs.cpSync(seeded.dataDir, dataDir, { recursive: true });
  let databaseUrl = path.join(dataDir, 'curio.db');
  let dropDatabase: (() => Promise<void>) | undefined;
  if (adminUrl) {
    const name = `curio_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else if (template && !seeded) {
    fs.copyFileSync(template, databaseUrl);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SIGN_KEY,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const db = openDatabase(config.database);
  // No template to copy (a project without the global setup): the same state, made here.
  if (from !== 'empty' && !run) await migrateToLatest(db);
  if (from === 'seeded' && !run) await seedDemo(db, new LocalDiskStorage(path.join(dataDir, 'files')));
  return {
    config,
    db,
    dataDir,
    async close() {
      await db.close();
      if (dropDatabase) await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database, migrated and seeded (a copy of the worker's seeded template), and the app on it. */
export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const { config, db, dataDir, close } = await createTestDatabase(
    { ...(opts.logStream ? { LOG_LEVEL: 'trace' } : {}), ...env },
    { from: 'seeded' },
  );
  const clock = createTestClock();
  const app = await buildApp({
    config,
    db,
    logger: false,
    clock,
    logStream: opts.logStream,
    providers: opts.providers,
    chain: opts.chain,
    chainWorker: opts.chainWorker ?? false,
    jobs: false,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    dataDir,
    clock,
    async close() {
      await app.close();
      await close();
    },
  };
}

/**
 * Another server process on the same database and data folder (its own connection pool and clock),
 * as after a restart or beside the first one. Not migrated or seeded again.
 */
export async function startAnotherApp(
  t: Pick<TestApp, 'config'>,
  opts: TestAppOptions & { clock?: TestClock } = {},
): Promise<{ app: FastifyInstance; clock: TestClock; close(): Promise<void> }> {
  const db = openDatabase(t.config.database);
  const clock = opts.clock ?? createTestClock();
  const app = await buildApp({
    config: t.config,
    db,
    logger: false,
    clock,
    logStream: opts.logStream,
    providers: opts.providers,
    chain: opts.chain,
    chainWorker: opts.chainWorker ?? false,
    jobs: false,
  });
  await app.ready();
  return {
    app,
    clock,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface CallOptions {
  host?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  lang?: string;
  /** Replace or drop signature headers to test the check. */
  headers?: Record<string, string | undefined>;
  unsigned?: boolean;
  timestamp?: number;
  nonce?: string;
  params?: Record<string, string>;
  /** The client address the request comes from. */
  ip?: string;
}

/** Signed headers exactly as the web app makes them, with the contract's Web Crypto signing. */
export async function signedHeaders(opts: { token?: string; tokenInSignature?: boolean; timestamp?: number; nonce?: string }) {
  const timestamp = String(opts.timestamp ?? Date.now());
  const nonce = opts.nonce ?? createNonce();
  const sign = await signRequest(
    { platform: 'H5', timestamp, nonce, token: opts.tokenInSignature === false ? undefined : opts.token },
    SIGN_KEY,
  );
  const headers: Record<string, string> = {
    platform: 'H5',
    timestamp,
    nonce,
    sign,
    'client-type': 'H5',
    'device-id': 'test-device',
  };
  if (opts.token) headers.token = opts.token;
  return headers;
}

/** Calls a contract call on the app, signed like the web app does. */
export async function call(app: FastifyInstance, def: CallDefinition, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  let url = `/api${def.path}`;
  for (const [k, v] of Object.entries(o.params ?? {})) url = url.replace(`{${k}}`, encodeURIComponent(v));
  const headers: Record<string, string> = o.unsigned
    ? o.token
      ? { token: o.token }
      : {}
    : await signedHeaders({ token: o.token, tokenInSignature: def.tokenInSignature, timestamp: o.timestamp, nonce: o.nonce });
  headers.host = o.host ?? 'localhost';
  if (o.lang) headers.lang = o.lang;
  for (const [k, v] of Object.entries(o.headers ?? {})) {
    if (v === undefined) delete headers[k];
    else headers[k] = v;
  }
  return app.inject({
    method: def.method,
    url,
    query: o.query ? Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) : undefined,
    headers,
    ...(o.ip ? { remoteAddress: o.ip } : {}),
    ...(o.body !== undefined ? { payload: o.body as object } : {}),
  });
}

export function body<T = unknown>(res: LightMyRequestResponse): { code: number; msg: string; data: T } {
  return res.json();
}

export async function tenantIdOf(db: Db, code: string): Promise<number> {
  const row = await db.kysely.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

let phoneSeq = 0;
/** A user with a session on the tenant, as the identity module will create them. */
export async function createUserWithSession(t: TestApp, tenantCode: string): Promise<{ userId: number; token: string }> {
  const tenantId = await tenantIdOf(t.db, tenantCode);
  const now = Date.now();
  phoneSeq += 1;
  const user = await t.db.kysely
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      area_code: '+86',
      phone: `138${String(10_000_000 + phoneSeq).slice(-8)}`,
      nickname: `user${phoneSeq}`,
      avatar_url: '',
      intro: '',
      invite_code: `T${String(phoneSeq).padStart(6, 'A')}`.slice(0, 7),
      inviter_id: null,
      password_hash: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.app.identity.sessions.create(tenantId, user.id);
  return { userId: user.id, token };
}

/** A tenant in maintenance ("Under Works", English), reached at `<code>.localhost`. */
export async function addTenantInMaintenance(t: TestApp, code: string): Promise<number> {
  const now = Date.now();
  const row = await t.db.kysely
    .insertInto('tenants')
    .values({
      code,
      platform_name: 'Under Works',
      app_id: code,
      component_app_id: '',
      img_url: '',
      enable: 1,
      default_language: 'en',
      languages: '["en"]',
      time_zone: 'Asia/Shanghai',
      settings: JSON.stringify({ maintenance: true }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.kysely
    .insertInto('tenant_domains')
    .values({ host: `${code}.localhost`, tenant_id: row.id })
    .execute();
  return row.id;
}
