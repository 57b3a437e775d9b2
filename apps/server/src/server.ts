import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest, SchemaTooNewError, withStartLock } from './db/migrate';
import { seedDemo } from './seed/demo';
import { seedDemoActivities } from './seed/demo-activities';
import { seedDemoCoupons } from './seed/demo-coupons';
import { seedDemoRewards } from './seed/demo-rewards';
import { seedDemoAlbums } from './seed/demo-albums';
import { seedDemoMarket } from './seed/demo-market';
import { seedDemoPeople } from './seed/demo-people';
import { seedDemoSynthesis } from './seed/demo-synthesis';
import { productionProblems } from './start-checks';

/** Refuses to start, naming every problem (decision 050): nothing listens, the process exits 1. */
function refuse(problems: readonly string[], why = '(NODE_ENV=production)'): never {
  process.stderr.write(`Curio refuses to start ${why}:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) refuse(err.problems);
  throw err;
}
const db = openDatabase(config.database, { poolMax: config.pgPoolMax });
// Of several processes starting at once, one migrates (under PostgreSQL's advisory lock) and the others
// wait, then find the schema current. A database newer than this build is refused (issue 29).
try {
  await migrateToLatest(db);
} catch (err) {
  if (!(err instanceof SchemaTooNewError)) throw err;
  await db.close();
  refuse([err.message], '(schema)');
}
const app = await buildApp({ config, db });
if (config.env === 'production') {
  const problems = await productionProblems(app, db);
  if (problems.length > 0) {
    await app.close();
    await db.close();
    refuse(problems);
  }
}
// The demo seed under the start lock too: several processes starting at once seed it once.
if (config.seedDemo) await withStartLock(db, () => seedAll());

async function seedAll() {
  await seedDemo(db, app.providers.storage);
  // The demo people (a collector with a showcase and followers) go through the app's own services.
  await seedDemoPeople(app);
  // The demo resale market (listings, past sales): the app's own flows, like a trader and a buyer would.
  await seedDemoMarket(app);
  // The demo casting activities (decision 042): the collector holds what qualifies.
  await seedDemoActivities(app);
  // The demo synthesis (decision 041): a burn and a pledge recipe, and a collector holding the fragments.
  await seedDemoSynthesis(app);
  // The demo coupons and printed redemption codes (decision 043): the coupon module's services.
  await seedDemoCoupons(app);
  // The demo reward activities and the collector's address (decision 044).
  await seedDemoRewards(app);
  // The demo albums and their posts (decision 047).
  await seedDemoAlbums(app);
}

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
