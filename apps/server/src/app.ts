import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { categoryRoutes } from './modules/category/index';
import { fileRoutes } from './modules/file/index';
import { userRoutes } from './modules/identity/index';
import { shareUrlRoutes } from './modules/share-url/index';
import { systemRoutes } from './modules/system/index';
import { tenantRoutes } from './modules/tenant/index';
import auth from './plugins/auth';
import envelope from './plugins/envelope';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import signature from './plugins/signature';
import tenant from './plugins/tenant';
import { webRoutes } from './plugins/web';
import { LocalDiskStorage } from './providers/storage/local-disk-storage';
import type { FileStorage } from './providers/storage/file-storage';
import { createSharedState, type SharedState } from './shared-state/index';
import './types';

export interface AppDeps {
  config: Config;
  db: Db;
  sharedState?: SharedState;
  storage?: FileStorage;
  logger?: boolean;
}

/**
 * Builds the server: external plugins, then our plugins in order (config, envelope, tenant,
 * signature, auth, rate limits), then module routes, then the web app. Does not listen.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sharedState = deps.sharedState ?? createSharedState(config.sharedState, db);
  await app.register(
    fp(
      async (a) => {
        a.decorate('config', config);
        a.decorate('db', db);
        a.decorate('sharedState', sharedState);
        a.decorate('storage', deps.storage ?? new LocalDiskStorage(`${config.dataDir}/files`));
      },
      { name: 'config' },
    ),
  );
  app.addHook('onClose', async () => sharedState.close());

  // External plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(openapi);

  // Our plugins, in order.
  await app.register(envelope);
  await app.register(tenant);
  await app.register(signature);
  await app.register(auth);
  await app.register(rateLimit);

  // Modules.
  await app.register(systemRoutes);
  await app.register(tenantRoutes);
  await app.register(categoryRoutes);
  await app.register(shareUrlRoutes);
  await app.register(fileRoutes);
  await app.register(userRoutes);

  await app.register(webRoutes);
  return app;
}
