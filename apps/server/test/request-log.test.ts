import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { getCurrentTime } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrateToLatest } from '../src/db/migrate';
import { logDestination } from '../src/logging';
import { sharedCheck } from '../src/modules/system/system.routes';
import { seedDemo } from '../src/seed/demo';
import { call, createTestDatabase, DB_KIND, type TestDatabase } from './helpers';

// Decision 021: one log line per request (at info, when its answer is sent), errors with their details.

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; host: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string; stack: string };
}

let database: TestDatabase;
let app: FastifyInstance;
const lines: Line[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString('utf8').split('\n')) if (l.trim() !== '') lines.push(JSON.parse(l) as Line);
    done();
  },
});

beforeAll(async () => {
  database = await createTestDatabase({ LOG_LEVEL: 'info' });
  await migrateToLatest(database.db);
  app = await buildApp({ config: database.config, db: database.db, logStream: capture, chainWorker: false, jobs: false });
  // A route that fails the way a bug does (not an AppError): the error must reach the log with its details.
  app.get('/api/test/boom', async () => {
    throw new Error('kaboom in a handler');
  });
  await seedDemo(database.db, app.providers.storage);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe(`request log (${DB_KIND})`, () => {
  it('writes one line per request, when it is answered, with a request id of this process', async () => {
    lines.length = 0;
    const res = await call(app, getCurrentTime, { unsigned: true, query: { didToken: 'secret-did-token-value' } });
    expect(res.statusCode).toBe(200);
    const second = await call(app, getCurrentTime, { unsigned: true });
    expect(second.statusCode).toBe(200);
    const requestLines = lines.filter((l) => l.req);
    expect(requestLines).toHaveLength(2);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    const [first, next] = requestLines as [Line, Line];
    expect(first).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
    expect(first.req).toMatchObject({ method: 'GET', host: 'localhost' });
    expect(first.req!.url).toContain('didToken=[Redacted]');
    expect(JSON.stringify(first)).not.toContain('secret-did-token-value');
    expect(typeof first.responseTime).toBe('number');
    // Ids: one per request, a per-process prefix and a counter.
    expect(first.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(next.reqId).not.toBe(first.reqId);
    expect(next.reqId!.split('-')[0]).toBe(first.reqId!.split('-')[0]);
  });

  it('logs an unhandled error with its message and stack, and the request line', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/api/test/boom', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(500);
    const error = lines.find((l) => l.err);
    expect(error).toMatchObject({ level: 50, err: { message: 'kaboom in a handler' } });
    expect(error!.err!.stack).toContain('request-log.test.ts');
    const request = lines.find((l) => l.req);
    expect(request).toMatchObject({ res: { statusCode: 500 }, req: { url: '/api/test/boom' } });
    expect(request!.reqId).toBe(error!.reqId);
  });
});

describe('the asynchronous log destination', () => {
  it('keeps every line: what is still buffered is written on flush (close)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-log-'));
    const file = path.join(dir, 'server.log');
    const d = logDestination({ enabled: true, dest: file });
    // Wait until the file is open (the destination opens it asynchronously).
    await new Promise<void>((resolve) => (d.stream as unknown as NodeJS.EventEmitter).once('ready', () => resolve()));
    for (let i = 0; i < 20_000; i++) d.stream!.write(`{"n":${i}}\n`);
    d.flush();
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(20_000);
    expect(lines.at(-1)).toBe('{"n":19999}');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the health check database check', () => {
  it('is shared by checks that arrive together, trusted for a second, and never keeps a failure', async () => {
    let now = 0;
    let calls = 0;
    let failing = false;
    const check = sharedCheck(
      async () => {
        calls += 1;
        await Promise.resolve();
        if (failing) throw new Error('database down');
      },
      1000,
      () => now,
    );
    await Promise.all([check(), check(), check()]);
    expect(calls).toBe(1);
    now = 999;
    await check();
    expect(calls).toBe(1);
    now = 1000;
    failing = true;
    await expect(check()).rejects.toThrow('database down');
    await expect(check()).rejects.toThrow('database down');
    expect(calls).toBe(3);
    failing = false;
    await check();
    expect(calls).toBe(4);
  });
});
