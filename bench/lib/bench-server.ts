/**
 * The server a bench hammers, in a process of its own (so the load generator does not share its event
 * loop): the real app (`buildApp`, every plugin and module) from source, on the database the parent
 * prepared, listening on a free loopback port. The sale's background jobs and the chain outbox worker are
 * off, so only the request path is measured. Started by the bench with the environment it needs (only
 * `loadConfig` reads it). Over IPC it answers `{ port }` once listening, `{ cpu, statements, sessionReads,
 * commits, units }` to the message `stats` (CPU µs used so far, SQL statements sent through kysely so far, with
 * transaction BEGIN and COMMIT not among them, and the sessions among them read from the database on SQLite;
 * group-commit transactions and the purchases they carried),
 * and stops on the message `stop`.
 */
import type { AddressInfo } from 'node:net';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { groupCommitStats } from '../../apps/server/src/db/group-commit';

let statements = 0;
let sessionReads = 0;
/**
 * Counts statements, and the session reads among them (a result whose rows carry a session's token hash and
 * renewal time: the session join of modules/identity, read when the session is not in the cache); changes nothing.
 */
const counter: KyselyPlugin = {
  transformQuery: (args) => args.node,
  // Called once per statement run, also for queries compiled once and run many times (db/prepared.ts).
  transformResult: (args) => {
    statements += 1;
    const row = args.result.rows[0];
    if (row && 'token_hash' in row && 'renewed_at' in row) sessionReads += 1;
    return Promise.resolve(args.result);
  },
};

const config = loadConfig();
const db = openDatabase(config.database, { poolMax: config.pgPoolMax });
db.kysely = db.kysely.withPlugin(counter);
// LOG_LEVEL=silent (the purchase cases): no logger at all, as before; any other level logs to standard output
// as `npm start` does (the bench sends it to /dev/null).
const app = await buildApp({ config, db, logger: config.logLevel !== 'silent', chainWorker: false, jobs: false });
await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message) => {
  if (message === 'stats') {
    const { user, system } = process.cpuUsage();
    process.send!({
      cpu: user + system,
      statements,
      sessionReads,
      commits: groupCommitStats.transactions,
      units: groupCommitStats.units,
    });
    return;
  }
  if (message !== 'stop') return;
  void (async () => {
    await app.close();
    await db.close();
    process.exit(0);
  })();
});
process.send!({ port: (app.server.address() as AddressInfo).port });
