// The databases the server tests start from (decision 045). Instead of running the 24 migrations and the
// demo seed again for each app a test makes, a test database is a copy — a file copy on SQLite,
// `CREATE DATABASE ... TEMPLATE` on PostgreSQL — of:
//  - the run's migrated template, made once by the project's global setup (a schema does not age);
//  - a seeded template, made by each test worker from the migrated one, and made again once it is
//    SEEDED_MAX_AGE_MS old: the seed's sale times are relative to when it ran (a drop "opens in 4
//    minutes"), so a copy must be about as fresh as a seed made on the spot.
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
    /** The run's templates: SQLite files under `dir`; PostgreSQL databases named `curio_tpl_<id>_…`. */
    testTemplates: { id: string; dir: string; migrated: string };
  }
}

export type TemplateRun = { id: string; dir: string; migrated: string };

/** A seeded template older than this is made again (a seed made on the spot was as old as its test file). */
export const SEEDED_MAX_AGE_MS = 20_000;

function pgUrlOf(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

async function migrated(db: Db): Promise<void> {
  try {
    await migrateToLatest(db);
  } finally {
    await db.close();
  }
}

/**
 * The global setup's part: the run's migrated template (SQLite: `migrated`, a file; PostgreSQL, a
 * database on the cluster at `pgAdminUrl`). `remove` drops it and every seeded template the workers made.
 */
export async function makeTemplateRun(pgAdminUrl?: string): Promise<TemplateRun & { remove(): Promise<void> }> {
  const id = `${process.pid}_${Date.now().toString(36)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-test-templates-'));
  let name: string;
  if (pgAdminUrl) {
    name = `curio_tpl_${id}_migrated`;
    await adminQuery(pgAdminUrl, `CREATE DATABASE ${name}`);
    await migrated(openDatabase({ kind: 'postgres', url: pgUrlOf(pgAdminUrl, name) }));
  } else {
    name = path.join(dir, 'migrated.db');
    await migrated(openDatabase({ kind: 'sqlite', file: name }));
  }
  return {
    id,
    dir,
    migrated: name,
    async remove() {
      if (pgAdminUrl) {
        const { rows } = await adminQuery(pgAdminUrl, `SELECT datname FROM pg_database WHERE datname LIKE 'curio_tpl_${id}_%'`);
        for (const r of rows as { datname: string }[])
          await adminQuery(pgAdminUrl, `DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SeededTemplate {
  /** SQLite: the file; PostgreSQL: the database's name. */
  database: string;
  /** The data folder the seed wrote its files to (`files/`): copy it beside the database. */
  dataDir: string;
  madeAt: number;
}

let generation = 0;
/** The worker's template now (calls wait their turn: one is made at a time). */
let latest: Promise<SeededTemplate | undefined> = Promise.resolve(undefined);
const made: SeededTemplate[] = [];

/** Copies the migrated template and seeds the copy (the worker's own, named after its process). */
async function makeSeeded(run: TemplateRun, pgAdminUrl: string | undefined): Promise<SeededTemplate> {
  generation += 1;
  const base = `${process.pid}_${generation}`;
  const dataDir = path.join(run.dir, `seeded_${base}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const madeAt = Date.now();
  let database: string;
  let db: Db;
  if (pgAdminUrl) {
    database = `curio_tpl_${run.id}_s${base}`;
    await adminQuery(pgAdminUrl, `CREATE DATABASE ${database} TEMPLATE ${run.migrated}`);
    db = openDatabase({ kind: 'postgres', url: pgUrlOf(pgAdminUrl, database) });
  } else {
    database = path.join(dataDir, 'curio.db');
    fs.copyFileSync(run.migrated, database);
    db = openDatabase({ kind: 'sqlite', file: database });
  }
  try {
    await seedDemo(db, new LocalDiskStorage(path.join(dataDir, 'files')));
  } finally {
    await db.close();
  }
  return { database, dataDir, madeAt };
}

/**
 * This worker's seeded template, made again once it is SEEDED_MAX_AGE_MS old. The one before the
 * previous is dropped then (a copy from it, begun at least that long ago, is over); the global teardown
 * drops the rest.
 */
export function seededTemplate(run: TemplateRun, pgAdminUrl: string | undefined): Promise<SeededTemplate> {
  const next = latest.then(async (t) => {
    if (t && Date.now() - t.madeAt < SEEDED_MAX_AGE_MS) return t;
    const fresh = await makeSeeded(run, pgAdminUrl);
    made.push(fresh);
    while (made.length > 2) {
      const old = made.shift()!;
      if (pgAdminUrl) await adminQuery(pgAdminUrl, `DROP DATABASE IF EXISTS ${old.database} WITH (FORCE)`).catch(() => undefined);
      fs.rmSync(old.dataDir, { recursive: true, force: true });
    }
    return fresh;
  });
  latest = next.catch(() => undefined);
  return next;
}
