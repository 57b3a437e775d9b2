import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './seed/demo';

const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
const app = await buildApp({ config, db });
if (config.seedDemo) await seedDemo(db, app.providers.storage);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
