// `npm run migrate|seed -w @curio/server`: migrates the database (DATABASE_URL / DATA_DIR), then seeds
// the demo tenants when asked.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createFileStorage } from '../providers/storage/create-file-storage';
import { seedDemo } from '../seed/demo';

const [command] = process.argv.slice(2);
const config = loadConfig();
const db = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `migrated: ${applied.join(', ')}` : 'schema up to date');
  if (command === 'seed') {
    const created = await seedDemo(db, createFileStorage(config));
    console.log(created.length ? `seeded: ${created.join(', ')}` : 'demo tenants already present');
  }
} finally {
  await db.close();
}
