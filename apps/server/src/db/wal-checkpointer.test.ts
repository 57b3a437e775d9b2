import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database';
import { WAL_CHECKPOINTER_DEFAULTS } from './wal-checkpointer';

// Decision 076: SQLite's write-ahead log is checkpointed by a worker thread, never by a commit on the
// request thread. The worker starts once the log passes 4 MB; until then (a test's database, a quiet
// shop) there is no thread at all.

let dir: string;
let db: Db;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-wal-'));
  db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'shop.db') });
});

afterEach(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes about `mb` megabytes of rows, a commit every 100 rows. */
async function write(mb: number) {
  await sql`create table if not exists filler (id integer primary key, body text not null)`.execute(db.kysely);
  const body = 'x'.repeat(4000);
  for (let batch = 0; batch < mb * 2.5; batch++) {
    await db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < 100; i++) await sql`insert into filler (body) values (${body})`.execute(trx);
    });
  }
}

const fileSize = (suffix = '') => fs.statSync(path.join(dir, `shop.db${suffix}`)).size;

it('a small database never starts the worker; the request thread does not checkpoint a log under the safety net', async () => {
  await write(1);
  expect(fileSize('-wal')).toBeGreaterThan(1_000_000);
  expect(fileSize('-wal')).toBeLessThan(WAL_CHECKPOINTER_DEFAULTS.startBytes);
  expect(db.checkpointer!.stats.started).toBe(false);
  // Nothing copied into the database file yet: no checkpoint ran on any thread.
  expect(fileSize()).toBeLessThan(200_000);
});

it('past 4 MB of log the worker starts and copies the log into the database file; closing stops it', async () => {
  await write(6);
  expect(fileSize('-wal')).toBeGreaterThan(WAL_CHECKPOINTER_DEFAULTS.startBytes);
  // The request thread's commits did not checkpoint (its own checkpoint is set at 50,000 pages).
  expect(fileSize()).toBeLessThan(200_000);
  await vi.waitFor(() => expect(db.checkpointer!.stats.started).toBe(true), { timeout: 10_000, interval: 50 });
  await vi.waitFor(() => expect(db.checkpointer!.stats.checkpoints).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
  // The rows are now in the database file itself.
  expect(fileSize()).toBeGreaterThan(5_000_000);
  // The writer goes on while the worker runs, and sees every row.
  await write(1);
  const rows = await sql<{ n: number }>`select count(*) as n from filler`.execute(db.kysely);
  expect(Number(rows.rows[0]!.n)).toBe(1800);
  await db.checkpointer!.nextCheckpoint();
  expect(db.checkpointer!.stats.checkpoints).toBeGreaterThan(1);
});

it('an in-memory database has no checkpointer', async () => {
  const memory = openDatabase({ kind: 'sqlite', file: ':memory:' });
  expect(memory.checkpointer).toBeUndefined();
  await memory.close();
});
