import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database';
import { WAL_CHECKPOINTER_DEFAULTS, WalCheckpointer } from './wal-checkpointer';

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

it('under a steady stream of commits the worker starts the log over itself, and every row is kept', async () => {
  // A writer that never stops long enough for a checkpoint to find every frame copied: left to PASSIVE
  // checkpoints, its log would grow until SQLite's own checkpoint ran on the writer's thread (decision 076,
  // amended). Small numbers here: the worker checkpoints every 20 ms and starts the log over past 300 frames.
  const file = path.join(dir, 'rush.db');
  const writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('wal_autocheckpoint = 1000000');
  writer.exec('create table filler (id integer primary key, body text not null)');
  const insert = writer.prepare('insert into filler (body) values (?)');
  const commit = writer.transaction((n: number) => {
    for (let i = 0; i < n; i++) insert.run('x'.repeat(3000));
  });
  const checkpointer = new WalCheckpointer(file, {
    startBytes: 0,
    watchMs: 10,
    everyMs: 20,
    restartFrames: 300,
    restartWaitMs: 50,
  });
  try {
    let rows = 0;
    // Commits of 5 rows (about 5 frames each), one per turn of the event loop's timers, as a server commits a
    // batch between turns that read requests: the writer never stops for as long as a checkpoint takes.
    while (checkpointer.stats.restarts < 3) {
      commit(5);
      rows += 5;
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(rows).toBeLessThan(20_000);
    }
    // The log holds what came since it last started over, not everything written.
    const [log] = writer.pragma('wal_checkpoint(PASSIVE)') as { log: number }[];
    expect(log!.log).toBeLessThan(3 * 300);
    expect((writer.prepare('select count(*) as n from filler').get() as { n: number }).n).toBe(rows);
  } finally {
    await checkpointer.close();
    writer.close();
  }
});
