import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Env, s3Options, s3Prefix } from '../../test/support/s3';
import { loadConfig } from '../config';
import { S3Storage } from '../providers/storage/s3-storage';
import { runCurio } from './commands';

/** A deployment's files folder as LocalDiskStorage leaves it: originals, their image variants, two tenants. */
const FILES: Record<string, Buffer> = {
  't1/Aq3xYbXk0cW1pYQmZ2RlZg': randomBytes(70_000),
  't1/Aq3xYbXk0cW1pYQmZ2RlZg.w320.webp': randomBytes(9_000),
  't1/Aq3xYbXk0cW1pYQmZ2RlZg.w480.webp': randomBytes(14_000),
  't1/Aq3xYbXk0cW1pYQmZ2RlZg.w480.png': randomBytes(21_000),
  't1/Bz9_-kLmNoPqRsTuVwXyZA': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  't2/Cc0dEeFfGgHhIiJjKkLlMm': randomBytes(1),
  't2/Cc0dEeFfGgHhIiJjKkLlMm.w750.jpeg': randomBytes(33_000),
  't3/empty-file': Buffer.alloc(0),
};

function writeFolder(dataDir: string, files: Record<string, Buffer>) {
  for (const [key, content] of Object.entries(files)) {
    const file = path.join(dataDir, 'files', key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

async function run(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCurio(['files:copy-to-s3', ...argv], () => loadConfig({ NODE_ENV: 'test', ...env }), {
    log: (l) => out.push(l),
    error: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** What the store holds under the storage's prefix: key → bytes. */
async function stored(storage: S3Storage): Promise<Map<string, Buffer>> {
  const all = new Map<string, Buffer>();
  for await (const o of storage.list()) all.set(o.key, await buffer((await storage.get(o.key))!));
  return all;
}

describe('npm run curio -- files:copy-to-s3 (decision 051)', () => {
  let dataDir: string;
  const dirs: string[] = [];
  const stores: S3Storage[] = [];
  const newDataDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-copy-'));
    dirs.push(d);
    return d;
  };
  const storeAt = (prefix: string) => {
    const s = new S3Storage(s3Options(prefix));
    stores.push(s);
    return s;
  };
  beforeAll(() => {
    dataDir = newDataDir();
    writeFolder(dataDir, FILES);
    // A write LocalDiskStorage never finished: not a file of the deployment.
    fs.writeFileSync(path.join(dataDir, 'files/t1/Aq3xYbXk0cW1pYQmZ2RlZg.4242.1764400000000.tmp'), 'half');
  });
  afterAll(() => {
    for (const s of stores) s.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('copies every original and variant byte for byte; again, skips them all; a removed object is copied alone', async () => {
    const prefix = s3Prefix('copy');
    const env = { DATA_DIR: dataDir, ...s3Env(prefix) };
    const store = storeAt(prefix);
    const n = Object.keys(FILES).length;

    const first = await run(env);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain(`${n} files: ${n} copied`);
    expect(first.out).toContain('0 skipped (already there, same size), 0 failed');
    const inStore = await stored(store);
    expect([...inStore.keys()].sort()).toEqual(Object.keys(FILES).sort());
    for (const [key, content] of Object.entries(FILES)) expect(Buffer.compare(inStore.get(key)!, content), key).toBe(0);

    const second = await run(env);
    expect(second.code).toBe(0);
    expect(second.out).toContain(`${n} files: 0 copied (0.0 MB), ${n} skipped`);

    await store.delete('t1/Aq3xYbXk0cW1pYQmZ2RlZg.w480.webp');
    const third = await run(env);
    expect(third.code).toBe(0);
    expect(third.out).toContain(`${n} files: 1 copied`);
    expect(third.out).toContain(`${n - 1} skipped`);
    const back = await store.get('t1/Aq3xYbXk0cW1pYQmZ2RlZg.w480.webp');
    expect(Buffer.compare(await buffer(back!), FILES['t1/Aq3xYbXk0cW1pYQmZ2RlZg.w480.webp']!)).toBe(0);
  });

  it('replaces an object of another size (a different file under that key)', async () => {
    const prefix = s3Prefix('copy-size');
    const store = storeAt(prefix);
    await store.put('t2/Cc0dEeFfGgHhIiJjKkLlMm.w750.jpeg', Buffer.from('not the same file'));
    const r = await run({ DATA_DIR: dataDir, ...s3Env(prefix) });
    expect(r.code).toBe(0);
    const now = await store.get('t2/Cc0dEeFfGgHhIiJjKkLlMm.w750.jpeg');
    expect(Buffer.compare(await buffer(now!), FILES['t2/Cc0dEeFfGgHhIiJjKkLlMm.w750.jpeg']!)).toBe(0);
  });

  it('goes on past a file it cannot copy, names it, and exits 1; the next run copies only what is left', async () => {
    const dir = newDataDir();
    writeFolder(dir, { 't1/good-one': Buffer.from('one'), 't1/good-two': Buffer.from('two') });
    // A name no storage key can have: the copy refuses it and carries on.
    writeFolder(dir, { 't1/not a key': Buffer.from('spaces') });
    const prefix = s3Prefix('copy-fail');
    const env = { DATA_DIR: dir, ...s3Env(prefix) };
    const r = await run(env);
    expect(r.code).toBe(1);
    expect(r.err).toContain('failed: t1/not a key: Error: not a storage key');
    expect(r.out).toContain('3 files: 2 copied');
    expect(r.out).toContain('1 failed');
    expect([...(await stored(storeAt(prefix))).keys()].sort()).toEqual(['t1/good-one', 't1/good-two']);

    fs.rmSync(path.join(dir, 'files/t1/not a key'));
    const again = await run(env);
    expect(again.code).toBe(0);
    expect(again.out).toContain('2 files: 0 copied (0.0 MB), 2 skipped');
  });

  it('--dry-run names what it would copy and copies nothing', async () => {
    const prefix = s3Prefix('copy-dry');
    const r = await run({ DATA_DIR: dataDir, ...s3Env(prefix) }, '--dry-run');
    expect(r.code).toBe(0);
    expect(r.out).toContain('would copy t3/empty-file (0 bytes)');
    expect(r.out).toContain(`${Object.keys(FILES).length} to copy`);
    expect((await stored(storeAt(prefix))).size).toBe(0);
  });

  it('refuses to run without an object store to copy to, naming what is missing', async () => {
    const local = await run({ DATA_DIR: dataDir });
    expect(local.code).toBe(2);
    expect(local.err).toMatch(/set FILE_STORAGE=s3/);
    const unset = await run({ DATA_DIR: dataDir, FILE_STORAGE: 's3', S3_REGION: 'us-east-1' });
    expect(unset.code).toBe(1);
    expect(unset.err).toContain('S3_BUCKET must be set when FILE_STORAGE=s3');
    expect((await run({ DATA_DIR: dataDir, ...s3Env('x') }, '--concurrency', '0')).code).toBe(2);
  });

  it('exits 1 without copying when the store cannot be listed', async () => {
    const r = await run({ DATA_DIR: dataDir, ...s3Env(s3Prefix('copy-nobucket')), S3_BUCKET: 'no-such-bucket' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the object store could not be read: NoSuchBucket/);
  });
});
