// The databases the server tests start from (decision 045): migrated and seeded ONCE per run, in the
// projects' global setup, then copied for each app a test makes — a file copy on SQLite, `CREATE DATABASE
// ... TEMPLATE` on PostgreSQL — instead of running the 24 migrations and the demo seed again each time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { LocalDiskStorage } from '../../src/providers/storage/local-disk-storage';
import { seedDemo } from '../../src/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** SQLite: a migrated, empty database file. PostgreSQL: the name of a migrated, empty database. */
    migratedTemplate: string;
    /**
     * A migrated database with the demo seed in it, and the data folder the seed wrote its files to
     * (`files/`): SQLite, the folder holding `curio.db`; PostgreSQL, the database's name and the folder.
     */
    seededTemplate: { database: string; dataDir: string };
  }
}

export interface Templates {
  migrated: string;
  seeded: { database: string; dataDir: string };
  /** Removes them (the databases on the cluster, the folders). */
  remove(): Promise<void>;
}

async function fill(db: Db, dataDir: string | null): Promise<void> {
  await migrateToLatest(db);
  if (dataDir) await seedDemo(db, new LocalDiskStorage(path.join(dataDir, 'files')));
  await db.close();
}

/** Two SQLite files under a temporary folder: migrated, and migrated + seeded (its files beside it). */
export async function sqliteTemplates(): Promise<Templates> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-test-template-'));
  const migrated = path.join(root, 'migrated', 'curio.db');
  const seededDir = path.join(root, 'seeded');
  const seeded = path.join(seededDir, 'curio.db');
  await fill(openDatabase({ kind: 'sqlite', file: migrated }), null);
  await fill(openDatabase({ kind: 'sqlite', file: seeded }), seededDir);
  return {
    migrated,
    seeded: { database: seeded, dataDir: seededDir },
    async remove() {
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Two databases on the cluster at `adminUrl` (names unique to this run: the cluster may be shared). */
export async function pgTemplates(adminUrl: string): Promise<Templates> {
  const id = `${process.pid}_${Date.now().toString(36)}`;
  const migrated = `curio_tpl_m_${id}`;
  const seeded = `curio_tpl_s_${id}`;
  const names = [migrated, seeded];
  const seededDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-test-template-'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const urlOf = (name: string) => {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };
  await fill(openDatabase({ kind: 'postgres', url: urlOf(migrated) }), null);
  await fill(openDatabase({ kind: 'postgres', url: urlOf(seeded) }), seededDir);
  return {
    migrated,
    seeded: { database: seeded, dataDir: seededDir },
    async remove() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        for (const name of names) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
      fs.rmSync(seededDir, { recursive: true, force: true });
    },
  };
}
