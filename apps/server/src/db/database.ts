import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

// int8 (bigint) columns hold millisecond times and fen amounts, all far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connections opened at most (PG_POOL_MAX, default 10). */
  poolMax?: number;
}

export function openDatabase(config: DatabaseConfig, o: OpenOptions = {}): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: o.poolMax ?? 10 });
    // An idle connection that dies (server restart, a terminated backend) is dropped by the pool and
    // replaced on next use; without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Checkpoint the write-ahead log every 10,000 pages (40 MB) instead of SQLite's 1,000: a rush rewrites
  // the same pages (the drop's row, the orders' last pages and indexes) commit after commit, and each
  // checkpoint copies a page once however often it changed, and syncs once. Measured: an order's CPU
  // time 595 → 461 µs in a 6-second rush on the flash-sale bench (decision 012).
  sqlite.pragma('wal_autocheckpoint = 10000');
  // kysely's SQLite driver prepares every query again; a prepared statement per SQL text is reused
  // instead (queries run one at a time on this connection, and SQLite re-prepares on schema changes).
  const statements = new Map<string, SQLite.Statement>();
  const database = {
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= 2_000) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: database as unknown as SQLite.Database }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
