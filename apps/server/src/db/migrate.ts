import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrationProvider } from './migrations/index';

/** Brings the schema up to date. Safe to run from several processes: kysely takes a lock. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(db.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
