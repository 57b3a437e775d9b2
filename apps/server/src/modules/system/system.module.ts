import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { benchRoutes } from './bench.routes';
import { systemRoutes } from './system.routes';

/**
 * The system module: the server time, the health check (the tenant module answers whether the database
 * does) and, for benchmarks only, a no-op call. It owns no table and decorates nothing.
 */
export const systemModule = fp(
  async function system(app: FastifyInstance) {
    systemRoutes(app, { ping: () => app.tenant.tenants.ping() });
    if (app.config.benchRoutes) benchRoutes(app);
  },
  { name: 'system', dependencies: ['tenant'] },
);
