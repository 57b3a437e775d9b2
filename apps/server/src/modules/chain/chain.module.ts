import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { ChainAdapter } from '@curio/chain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChainJobRepository } from './chain-job.repository';
import { ChainRuntime } from './chain-runtime';
import { ChainWorker } from './chain-worker';
import { ChainService } from './chain.service';
import { chainOperatorRoutes } from './operator.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chain module's service: enqueue moves, read a token's on-chain facts and records. */
    chain: ChainService;
    /** The outbox worker of this process (tests run it by hand with `runOnce`). */
    chainWorker: ChainWorker;
    /** The chain itself (opened on first use), to ask what it says rather than what the outbox recorded. */
    chainAdapter: () => Promise<ChainAdapter>;
  }
}

export interface ChainModuleOptions {
  /** A chain to use instead of the configured one (tests). */
  adapter?: ChainAdapter;
  /** Overrides CHAIN_WORKER: whether the worker runs in the background. */
  worker?: boolean;
}

/**
 * The chain module (decision 010): the outbox table, its worker and the operator's view. The chain
 * itself is opened on first use, so a process that never mints never replays the embedded journal.
 */
export const chainModule = fp<ChainModuleOptions>(
  async function chain(app: FastifyInstance, opts) {
    const { config } = app;
    const repo = new ChainJobRepository(app.db.kysely, app.db.dialect);
    const runtime = new ChainRuntime(config.chain, opts.adapter);
    const worker = new ChainWorker({
      repo,
      chain: () => runtime.adapter(),
      chainId: config.chain.chainId,
      clock: app.clock,
      log: app.log.child({ module: 'chain' }),
      workerId: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    });
    const wake = () => worker.notify();
    const service = new ChainService(repo, config.chain.chainId, app.clock, wake);
    app.decorate('chain', service);
    app.decorate('chainWorker', worker);
    app.decorate('chainAdapter', () => runtime.adapter());
    if (config.operatorToken) chainOperatorRoutes(app, { repo, chain: service, token: config.operatorToken, wake });

    const background = opts.worker ?? config.chain.worker;
    if (background) {
      app.addHook('onReady', async () => {
        // Every tenant gets its contract deployed ahead of its first mint, so the collection pages'
        // "info on chain" shows an address from the start (decision 010).
        for (const tenant of await app.tenants.all()) {
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
