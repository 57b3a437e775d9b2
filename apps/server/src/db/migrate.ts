import { Migrator, sql } from 'kysely';
import type { Db } from './database';
import { migrationProvider, migrationNames } from './migrations/index';

/**
 * The database's schema is newer than this build: it holds migrations this build does not know (a newer
 * build migrated it). This build refuses to serve it (issue 29): it would read and write a shape it was not
 * written for. The rolling upgrade's rule (docs/deploy.md) keeps the processes already running with the
 * old build working; only a start is refused.
 */
export class SchemaTooNewError extends Error {
  override readonly name = 'SchemaTooNewError';
  constructor(readonly unknown: readonly string[]) {
    super(
      `the database's schema is newer than this build: it has migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, ` +
        'which this build does not know. Start the newer build (or restore the database the build belongs to).',
    );
  }
}

/** The key of the start lock (PostgreSQL advisory lock): "curio:start" as a 32-bit number. */
const START_LOCK = 0x63757273;

/**
 * Runs `work` while holding the start lock: with PostgreSQL, a session-level advisory lock on one
 * connection held for the whole of `work`, so that of several processes starting at the same moment one
 * migrates (and seeds) while the others wait, then find the work done. SQLite serves one process: no lock.
 */
export async function withStartLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(START_LOCK)})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(START_LOCK)})`.execute(conn);
    }
  });
}

/** The migrations the database has run that this build does not know (none when it is not newer). */
export async function unknownMigrations(db: Db): Promise<string[]> {
  const known = new Set(migrationNames());
  let executed: { name: string }[];
  try {
    executed = await db.kysely
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
  } catch {
    return []; // a new database: nothing run yet
  }
  return executed.map((r) => r.name).filter((name) => !known.has(name));
}

/**
 * Brings the schema up to date, or refuses (SchemaTooNewError) when the database is newer than this
 * build. Safe from several processes at once: under the start lock the first migrates and the others
 * find nothing left to do (kysely takes its own lock as well).
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return withStartLock(db, () => migrateHoldingLock(db));
}

/** `migrateToLatest` for a caller that already holds the start lock (the server: migrations then the seed). */
export async function migrateHoldingLock(db: Db): Promise<string[]> {
  const unknown = await unknownMigrations(db);
  if (unknown.length > 0) throw new SchemaTooNewError(unknown);
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
