import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope';

/**
 * Routes that only benchmarks call, registered when BENCH_ROUTES=1 (config refuses it in production).
 * `POST /api/dev/bench/noop` goes through the same plugins as a signed, signed-in storefront call
 * (tenant, signature with its nonce, auth) and does nothing: the floor a real call is compared with.
 */
export function benchRoutes(app: FastifyInstance): void {
  if (!app.config.benchRoutes || app.config.env === 'production') return;
  app.post(
    '/api/dev/bench/noop',
    { schema: { hide: true }, config: { tenant: true, signed: true, auth: 'required' } },
    async () => ok(null),
  );
}
