/**
 * The round-robin proxy (scripts/round-robin-proxy.ts, the nginx mirror) in a process of its own, so that a
 * bench can read its CPU time apart from the load generator's: bench/cluster.ts forks it with `--import tsx`
 * and UPSTREAM_PORTS=<port>,<port>,... in the environment. Over IPC it answers `{ port }` once listening,
 * `{ byUpstream }` (requests each upstream answered) to the message `stats`, and stops on the message `stop`.
 */
import { startProxy } from '../../scripts/round-robin-proxy';

const ports = (process.env.UPSTREAM_PORTS ?? '').split(',').filter(Boolean).map(Number);
const proxy = await startProxy({ upstreams: ports.map((port) => ({ host: '127.0.0.1', port })) });

process.on('message', (message) => {
  if (message === 'stats') process.send!({ byUpstream: [...proxy.stats.byUpstream], failed: proxy.stats.failed });
  else if (message === 'stop') void proxy.stop().then(() => process.exit(0));
});
process.send!({ port: proxy.port });
