import type { ChainAdapter } from '@curio/chain';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { flowsModule } from './flows/index';
import './http/request-context';
import { jobsModule } from './jobs/index';
import { logDestination, OneLinePerRequest, REDACT_PATHS, requestIds, serializeRequest } from './logging';
import { activityModule } from './modules/activity/index';
import { airdropModule } from './modules/airdrop/index';
import { catalogueModule } from './modules/catalogue/index';
import { categoryModule } from './modules/category/index';
import { chainModule } from './modules/chain/index';
import { collectibleModule } from './modules/collectible/index';
import { walletModule } from './modules/wallet/index';
import { addressModule } from './modules/address/index';
import { accountDataModule } from './modules/account-data/index';
import { favouriteModule } from './modules/favourite/index';
import { fileModule } from './modules/file/index';
import { identityModule, sessionPlugin } from './modules/identity/index';
import { inboxModule } from './modules/inbox/index';
import { inviteModule } from './modules/invite/index';
import { marketModule } from './modules/market/index';
import { operatorModule, consolePlugin } from './modules/operator/index';
import { brandModule } from './modules/brand/index';
import { orderModule } from './modules/order/index';
import { couponModule } from './modules/coupon/index';
import { paymentModule } from './modules/payment/index';
import { shareUrlModule } from './modules/share-url/index';
import { socialModule } from './modules/social/index';
import { systemModule } from './modules/system/index';
import { tenantModule, tenantPlugin } from './modules/tenant/index';
import { transferModule } from './modules/transfer/index';
import { synthesisModule } from './modules/synthesis/index';
import { albumModule } from './modules/album/index';
import { providerSettingsModule, ProviderSettingsService } from './modules/provider-settings/index';
import compression from './plugins/compression';
import envelope, { frameworkErrors } from './plugins/envelope';
import inputGuard from './plugins/input-guard';
import openapi from './plugins/openapi';
import personalData from './plugins/personal-data';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import signature from './plugins/signature';
import { consoleAppRoutes } from './plugins/console-app';
import { webRoutes } from './plugins/web';
import { createProviders } from './providers/create-providers';
import type { Providers } from './providers/index';
import type { FileStorage } from './providers/storage/file-storage';
import { Keyring } from './secrets/keyring';
import { createSharedState, type SharedState } from './shared-state/index';
import { activityPorts } from './wiring/activity.ports';
import { airdropPorts } from './wiring/airdrop.ports';
import { albumPorts } from './wiring/album.ports';
import { brandPorts } from './wiring/brand.ports';
import { cataloguePorts } from './wiring/catalogue.ports';
import { chainPorts } from './wiring/chain.ports';
import { collectiblePorts } from './wiring/collectible.ports';
import { couponPorts } from './wiring/coupon.ports';
import { favouritePorts } from './wiring/favourite.ports';
import { inboxPorts } from './wiring/inbox.ports';
import { invitePorts } from './wiring/invite.ports';
import { shareUrlPorts } from './wiring/share-url.ports';
import { marketPorts } from './wiring/market.ports';
import { orderPorts } from './wiring/order.ports';
import { paymentPorts } from './wiring/payment.ports';
import { socialPorts } from './wiring/social.ports';
import { synthesisPorts } from './wiring/synthesis.ports';
import { transferPorts } from './wiring/transfer.ports';
import { walletPorts } from './wiring/wallet.ports';

export interface AppDeps {
  config: Config;
  db: Db;
  sharedState?: SharedState;
  /** Where files are kept (`providers.storage`); the configured storage (`FILE_STORAGE`) when not given. */
  storage?: FileStorage;
  logger?: boolean;
  /** Where log lines go (tests capture them); standard output when not given. */
  logStream?: NodeJS.WritableStream;
  /** The time services read; tests pass a clock they move forward. */
  clock?: Clock;
  /** Replaces embedded providers (tests use a slow KYC, for instance). */
  providers?: Partial<Providers>;
  /** A chain to use instead of the configured one (tests share one, or make it fail). */
  chain?: ChainAdapter;
  /** Overrides CHAIN_WORKER (tests run the outbox worker by hand). */
  chainWorker?: boolean;
  /** Runs the sale's background jobs (order close, refunds ...); tests run them by hand. Default true. */
  jobs?: boolean;
}

/**
 * Builds the server: the base decorations (config, database, clock, keys, shared state, providers), the
 * domain-free plugins, the request pipeline in order (host → tenant, signature, token → user, rate
 * limits), then the modules, then the web app. Does not listen.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const logging = { level: config.logLevel, redact: REDACT_PATHS, serializers: { req: serializeRequest } };
  // One line per request, written asynchronously (logging.ts); pino's own two request lines are off.
  const logDest = logDestination({ stream: deps.logStream, enabled: deps.logger !== false && config.logLevel !== 'silent' });
  const requestLines = new OneLinePerRequest();
  const app = Fastify({
    logger: logDest.stream ? { ...logging, stream: logDest.stream } : false,
    logController: requestLines,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIds(),
    // The router's own refusals (a path parameter over 100 characters, a bad escape) answer envelopes too (decision 059).
    frameworkErrors,
  });
  if (logDest.stream) requestLines.attach(app.log, logDest.stream);
  app.addHook('onClose', async () => logDest.flush());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Spec section 7: request data is JSON or urlencoded, by content type. Urlencoded bodies become plain
  // objects of strings (a repeated key keeps its last value) and meet the same contract schemas.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // Nothing else: a text/plain body answers BODY_UNREADABLE like any other content type (decision 022).
  app.removeContentTypeParser('text/plain');

  const sharedState = deps.sharedState ?? createSharedState(config.sharedState, db, clock);
  const keyring = new Keyring(config.masterKey);
  // The tenants' own provider credentials: the providers read them (each operator is its own merchant).
  const providerSettings = new ProviderSettingsService(
    db.kysely,
    keyring,
    clock,
    app.log.child({ module: 'provider-settings' }),
    config,
  );
  const providers = createProviders({
    config,
    db,
    keyring,
    log: app.log,
    clock,
    credentials: providerSettings,
    chainAdapter: deps.chain,
    overrides: { ...(deps.storage ? { storage: deps.storage } : {}), ...deps.providers },
  });
  await app.register(
    fp(
      async (a) => {
        a.decorate('config', config);
        a.decorate('db', db);
        a.decorate('clock', clock);
        a.decorate('keyring', keyring);
        a.decorate('sharedState', sharedState);
        a.decorate('providers', providers);
      },
      { name: 'config' },
    ),
  );
  app.addHook('onClose', async () => sharedState.close());

  // Domain-free plugins.
  await app.register(securityHeaders, {
    // The webview pages frame the tenant's allow-list (decision 048); app.tenant.tenants is asked at request time.
    frameHosts: async (host) => (await app.tenant.tenants.resolveHost(host))?.settings.webviewHosts ?? [],
  });
  await app.register(compression);
  await app.register(openapi);
  await app.register(envelope);
  // No input holds a NUL (decision 059): one check on every API route, before its schema.
  await app.register(inputGuard);

  // The request pipeline, in order. The tenant and session hooks live in their modules and ask the
  // modules' services (registered below) at request time.
  await app.register(tenantPlugin);
  await app.register(signature);
  await app.register(sessionPlugin);
  await app.register(consolePlugin);
  await app.register(rateLimit);
  // app.personalData: the modules' personal-data steps (decision 054), registered by the modules below.
  await app.register(personalData);

  // Modules: each builds its services, decorates app.<module> and registers its routes. What a module
  // reads of its neighbours are ports (decision 013), one-line adapters in wiring/<module>.ports.ts, each
  // asked at request time; the catalogue comes before the modules that hold its stock (orders,
  // collectibles: `app.catalogue.stock`, one per process).
  await app.register(tenantModule);
  await app.register(systemModule);
  await app.register(categoryModule);
  await app.register(fileModule);
  await app.register(identityModule);
  await app.register(shareUrlModule, shareUrlPorts(app));
  await app.register(chainModule, chainPorts(app, deps.chainWorker));
  await app.register(catalogueModule, cataloguePorts(app));
  await app.register(orderModule, orderPorts(app));
  await app.register(paymentModule, paymentPorts(app));
  await app.register(collectibleModule, collectiblePorts(app));
  await app.register(transferModule, transferPorts(app));
  await app.register(inboxModule, inboxPorts(app));
  await app.register(airdropModule, airdropPorts(app));
  await app.register(couponModule, couponPorts(app));
  await app.register(socialModule, socialPorts(app));
  await app.register(walletModule, walletPorts(app));
  await app.register(favouriteModule, favouritePorts(app));
  await app.register(marketModule, marketPorts(app));
  await app.register(operatorModule);
  await app.register(brandModule, brandPorts(app));
  await app.register(activityModule, activityPorts(app));
  await app.register(synthesisModule, synthesisPorts(app));
  await app.register(addressModule);
  await app.register(albumModule, albumPorts(app));
  await app.register(inviteModule, invitePorts(app));
  await app.register(accountDataModule);
  await app.register(providerSettingsModule, { service: providerSettings });

  // Flows (processes across modules) and background jobs, after the modules they use.
  await app.register(flowsModule, { stock: app.catalogue.stock });
  await app.register(jobsModule, { run: deps.jobs });

  // The operator console's app at /console/ (decision 037), before the storefront's catch-all static files.
  await app.register(consoleAppRoutes);
  await app.register(webRoutes);
  return app;
}
