import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';

// Decision 078: the server's SQLite transactions take the write lock when they begin. Another process may
// write the same file (an operator's command, the end-to-end tests' helpers); with SQLite's default
// deferred BEGIN, a transaction that read before that process committed could no longer write, and failed
// at once (SQLITE_BUSY_SNAPSHOT: the busy timeout does not apply) — a 500 for a save that read first.

let dir: string;
let db: Db;
let outside: SQLite.Database;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-immediate-'));
  const file = path.join(dir, 'shop.db');
  db = openDatabase({ kind: 'sqlite', file });
  await sql`create table settings (name text primary key, value text not null)`.execute(db.kysely);
  await sql`insert into settings values ('colour', 'red'), ('size', 'small')`.execute(db.kysely);
  outside = new SQLite(file);
  outside.pragma('busy_timeout = 0'); // the other process: told "busy" at once rather than waiting
});

afterEach(async () => {
  outside.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('a transaction that reads and then writes is not failed by another process writing meanwhile: that process waits', async () => {
  let outsideWrite: unknown = null;
  await db.kysely.transaction().execute(async (trx) => {
    const { rows } = await sql<{ value: string }>`select value from settings where name = 'colour'`.execute(trx);
    // Another process commits between the read and the write: it cannot, the transaction holds the lock.
    try {
      outside.prepare(`update settings set value = 'large' where name = 'size'`).run();
    } catch (error) {
      outsideWrite = error;
    }
    await sql`update settings set value = ${`${rows[0]!.value}!`} where name = 'colour'`.execute(trx);
  });
  expect((outsideWrite as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
  // Once it committed, the other process writes.
  outside.prepare(`update settings set value = 'large' where name = 'size'`).run();
  const rows = outside.prepare('select name, value from settings order by name').all();
  expect(rows).toEqual([
    { name: 'colour', value: 'red!' },
    { name: 'size', value: 'large' },
  ]);
});
