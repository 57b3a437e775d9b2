import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { preparing } from './pg-prepared';
import { WAL_FALLBACK_PAGES, WalCheckpointer } from './wal-checkpointer';

// int8 (bigint) columns hold millisecond times and fen amounts, all far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export type Dialect = 'sqlite' | 'postgres';

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');

/**
 * SQLite's transactions begin IMMEDIATE: they take the write lock at BEGIN, waiting for it up to the busy
 * timeout (decision 078). Deferred (SQLite's default, and kysely's), a transaction that read before another
 * process committed a write could not write any more, and failed at once with SQLITE_BUSY_SNAPSHOT, which
 * no busy timeout waits out. This process is the file's only regular writer and serialises its
 * transactions on its one connection, so taking the lock first costs it nothing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN_IMMEDIATE);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** SQLite (a file): the write-ahead log's checkpointer. */
  checkpointer?: WalCheckpointer;
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
    // Repeated statements by name: parsed and planned once per backend (pg-prepared.ts, decision 076).
    pool.on('connect', (client) => preparing(client));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The write-ahead log is checkpointed on a thread of its own (wal-checkpointer.ts, decision 076), not by
  // the commit that takes it past a size on the request thread; SQLite's own checkpoint stays as a safety
  // net far above. (Decision 012: checkpoint rarely, since a rush rewrites the same pages commit after
  // commit and a checkpoint copies a page once however often it changed.)
  const checkpointer = config.file === ':memory:' ? null : new WalCheckpointer(config.file);
  sqlite.pragma(`wal_autocheckpoint = ${checkpointer ? WAL_FALLBACK_PAGES : 10_000}`);
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
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: database as unknown as SQLite.Database }),
  });
  return {
    kysely,
    dialect: 'sqlite',
    checkpointer: checkpointer ?? undefined,
    close: async () => {
      await checkpointer?.close();
      await kysely.destroy();
    },
  };
}
