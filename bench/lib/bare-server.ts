/**
 * Bare Fastify, the floor the request pipeline is compared with: the product's own fastify (the same
 * version, resolved from the same node_modules), no plugin, no logger, one route `POST /noop` answering
 * the envelope `{ code: 0, msg: '', data: null }` as JSON. It runs in a process of its own and speaks
 * the same IPC as bench-server.ts (`{ port }` once listening, `{ cpu, statements, commits, units }` to
 * `stats`, exit on `stop`), so the bench measures both servers the same way.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/noop', async () => ({ code: 0, msg: '', data: null }));
await app.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message) => {
  if (message === 'stats') {
    const { user, system } = process.cpuUsage();
    process.send!({ cpu: user + system, statements: 0, sessionReads: 0, commits: 0, units: 0 });
    return;
  }
  if (message !== 'stop') return;
  void app.close().then(() => process.exit(0));
});
process.send!({ port: (app.server.address() as AddressInfo).port });
