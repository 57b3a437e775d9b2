import type { ChainAdapter } from '@curio/chain';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { flowsModule } from './flows/index';
import { jobsModule } from './jobs/index';
import { REDACT_PATHS, serializeRequest } from './logging';
import { catalogueModule, DropStock, type CatalogueModuleOptions } from './modules/catalogue/index';
import { categoryRoutes } from './modules/category/index';
import { CHAIN_NAME, chainModule } from './modules/chain/index';
import { collectiblesModule, type CollectiblesModuleOptions } from './modules/collectibles/index';
import { FileRepository, FileService, fileRoutes } from './modules/file/index';
import { identityModule } from './modules/identity/index';
import { ordersModule, type OrdersModuleOptions } from './modules/orders/index';
import { paymentsModule, type PaymentsModuleOptions } from './modules/payments/index';
import { shareUrlRoutes } from './modules/share-url/index';
import { systemRoutes } from './modules/system/index';
import { tenantRoutes } from './modules/tenant/index';
import auth from './plugins/auth';
import envelope from './plugins/envelope';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import signature from './plugins/signature';
import tenant from './plugins/tenant';
import { webRoutes } from './plugins/web';
import { createIdentityProviders } from './providers/create-providers';
import type { IdentityProviders } from './providers/index';
import { LocalDiskStorage } from './providers/storage/local-disk-storage';
import type { FileStorage } from './providers/storage/file-storage';
import { Keyring } from './secrets/keyring';
import { createSharedState, type SharedState } from './shared-state/index';
import './types';

export interface AppDeps {
  config: Config;
  db: Db;
  sharedState?: SharedState;
  storage?: FileStorage;
  logger?: boolean;
  /** Where log lines go (tests capture them); standard output when not given. */
  logStream?: NodeJS.WritableStream;
  /** The time services read; tests pass a clock they move forward. */
  clock?: Clock;
  /** Replaces embedded providers (tests use a slow KYC, for instance). */
  providers?: Partial<IdentityProviders>;
  /** A chain to use instead of the configured one (tests share one, or make it fail). */
  chain?: ChainAdapter;
  /** Overrides CHAIN_WORKER (tests run the outbox worker by hand). */
  chainWorker?: boolean;
  /** Runs the sale's background jobs (order close, refunds ...); tests run them by hand. Default true. */
  jobs?: boolean;
}

/**
 * Builds the server: external plugins, then our plugins in order (config, envelope, tenant,
 * signature, auth, rate limits), then module routes, then the web app. Does not listen.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const logging = { level: config.logLevel, redact: REDACT_PATHS, serializers: { req: serializeRequest } };
  const app = Fastify({
    logger: deps.logStream ? { ...logging, stream: deps.logStream } : deps.logger === false ? false : logging,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Spec section 7: request data is JSON or urlencoded, by content type. Urlencoded bodies become plain
  // objects of strings (a repeated key keeps its last value) and meet the same contract schemas.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const sharedState = deps.sharedState ?? createSharedState(config.sharedState, db, clock);
  const keyring = new Keyring(config.masterKey);
  const storage = deps.storage ?? new LocalDiskStorage(`${config.dataDir}/files`);
  const providers = { ...createIdentityProviders({ config, db, keyring, log: app.log, clock }), ...deps.providers };
  await app.register(
    fp(
      async (a) => {
        a.decorate('config', config);
        a.decorate('db', db);
        a.decorate('clock', clock);
        a.decorate('keyring', keyring);
        a.decorate('sharedState', sharedState);
        a.decorate('storage', storage);
        a.decorate('files', new FileService(new FileRepository(db.kysely), storage, config.uploadMaxMb));
        a.decorate('providers', providers);
      },
      { name: 'config' },
    ),
  );
  app.addHook('onClose', async () => sharedState.close());

  // External plugins.
  await app.register(securityHeaders);
  await app.register(openapi);

  // Our plugins, in order.
  await app.register(envelope);
  await app.register(tenant);
  await app.register(signature);
  await app.register(auth);
  await app.register(rateLimit);

  // ── Cross-module ports (decision 013): what each module reads of its neighbours, in one place. ───────
  // A module declares the port's type and never imports another module's services; every port is asked
  // at request time, so the order in which the modules are registered below does not matter to it.
  // The catalogue's drop stock: one per process (the purchase path's one-second cache lives in it).
  const dropStock = new DropStock(db.kysely, clock);
  const ports = {
    catalogue: {
      // The detail's "info on chain": the chain module answers.
      chainInfo: async (tenantId) => {
        const contract = await app.chain.contractOf(tenantId);
        return contract ? { chainName: CHAIN_NAME, contractAddress: contract.address } : null;
      },
      // The buyer's standing on a drop, for its detail page: the orders module answers.
      buyerStanding: (tenantId, userId, kind, id, limit) => app.orders.orders.standing(tenantId, userId, kind, id, limit),
    } satisfies CatalogueModuleOptions,
    orders: {
      drops: dropStock,
      serialsOf: (tenantId, orderId) => app.collectibles.collectibles.serialsOfOrder(tenantId, orderId),
      refundOf: (tenantId, orderId) => app.payments.payments.refundOf(tenantId, orderId),
    } satisfies OrdersModuleOptions,
    payments: {
      payables: {
        // An order as the payments module sees what it pays: the orders module answers.
        order: {
          byNo: async (tenantId, no) => app.orders.orders.payable(await app.orders.orders.byNo(tenantId, no)),
          byId: async (tenantId, id) => app.orders.orders.payable(await app.orders.orders.byId(tenantId, id)),
        },
      },
    } satisfies PaymentsModuleOptions,
    collectibles: {
      drops: dropStock,
      collectionDetail: (tenantId, id, lang) => app.catalogue.collections.detail(tenantId, id, lang),
      chain: {
        mintedOf: (tenantId, tokenIds) => app.chain.mintedOf(tenantId, tokenIds),
        tokenFacts: (tenantId, tokenId) => app.chain.tokenFacts(tenantId, tokenId),
        tokenRecords: (tenantId, tokenId) => app.chain.tokenRecords(tenantId, tokenId),
        contractOf: (tenantId) => app.chain.contractOf(tenantId),
      },
      orderNoOf: async (tenantId, orderId) => (await app.orders.orders.byId(tenantId, orderId))?.order_no ?? null,
    } satisfies CollectiblesModuleOptions,
  };
  // ── end of the ports ─────────────────────────────────────────────────────────────────────────────

  // Modules.
  await app.register(systemRoutes);
  await app.register(tenantRoutes);
  await app.register(categoryRoutes);
  await app.register(catalogueModule, ports.catalogue);
  await app.register(shareUrlRoutes);
  await app.register(fileRoutes);
  await app.register(identityModule);
  await app.register(chainModule, { adapter: deps.chain, worker: deps.chainWorker });
  await app.register(ordersModule, ports.orders);
  await app.register(paymentsModule, ports.payments);
  await app.register(collectiblesModule, ports.collectibles);

  // Flows (processes across modules) and background jobs, after the modules they use.
  await app.register(flowsModule, { stock: dropStock });
  await app.register(jobsModule, { run: deps.jobs });

  await app.register(webRoutes);
  return app;
}
