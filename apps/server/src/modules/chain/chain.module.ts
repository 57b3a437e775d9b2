import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChainJobRepository, type ConfirmationHook } from './chain-job.repository';
import { ChainWorker } from './chain-worker';
import { chainConsoleRoutes, chainRoutes } from './chain.routes';
import { ChainService } from './chain.service';
import type { ChainServices } from './chain.types';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The chain module's face: `outbox` (enqueue moves, read a token's on-chain facts and records), `worker`
     * (this process's outbox worker; tests run it by hand with `runOnce`), `adapter` (the chain itself, opened
     * on first use, to ask what it says rather than what the outbox recorded).
     */
    chain: ChainServices;
  }
}

export interface ChainModuleOptions {
  /** Overrides CHAIN_WORKER: whether the worker runs in the background. */
  worker?: boolean;
  /**
   * The port other modules are told through when a token move confirms, inside the confirmation's
   * transaction (decision 025; wiring/chain.ports.ts supplies it: a gift's item changes owner). Asked at run time.
   */
  onConfirmed?: ConfirmationHook;
}

/**
 * The chain module (decision 010): the outbox table, its worker and the operator's view. The chain
 * itself is the provider `app.providers.chain`, opened on first use, so a process that never mints never
 * replays the embedded journal.
 */
export const chainModule = fp<ChainModuleOptions>(
  async function chain(app: FastifyInstance, opts) {
    const { config } = app;
    const runtime = app.providers.chain;
    const repo = new ChainJobRepository(app.db.kysely, app.db.dialect);
    const worker = new ChainWorker({
      repo,
      chain: () => runtime.adapter(),
      chainId: config.chain.chainId,
      clock: app.clock,
      log: app.log.child({ module: 'chain' }),
      workerId: config.chain.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
      onConfirmed: opts.onConfirmed,
    });
    const service = new ChainService(repo, config.chain.chainId, app.clock, () => worker.notify());
    const s: ChainServices = { outbox: service, worker, adapter: () => runtime.adapter() };
    app.decorate('chain', s);
    if (config.operatorToken) chainRoutes(app, s);
    chainConsoleRoutes(app, s);
    const background = opts.worker ?? config.chain.worker;
    if (background) {
      app.addHook('onReady', async () => {
        // Every tenant gets its contract deployed ahead of its first mint, so the collection pages'
        // "info on chain" shows an address from the start (decision 010).
        for (const tenant of await app.tenant.tenants.all()) {
          await app.db.kysely.transaction().execute((trx) => service.ensureContract(trx, tenant));
        }
        worker.start();
      });
    }
    app.addHook('onClose', async () => {
      await worker.stop();
      await runtime.close();
    });
  },
  { name: 'chain', dependencies: ['config', 'tenant'] },
);
