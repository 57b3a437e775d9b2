import { getCurrentTime } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';

/**
 * The health check's database check, shared: checks that arrive together wait on one query, and a success
 * answers for `freshMs` (a load balancer polling every few seconds still sees a failure at its next poll; a
 * flood of checks costs one query a second, not one each). A failure is not kept: the next check asks again.
 */
export function sharedCheck(check: () => Promise<void>, freshMs = 1000, now = () => performance.now()): () => Promise<void> {
  let okUntil = -Infinity;
  let inFlight: Promise<void> | null = null;
  return () => {
    if (now() < okUntil) return Promise.resolve();
    inFlight ??= check()
      .then(() => {
        okUntil = now() + freshMs;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

export function systemRoutes(app: FastifyInstance, deps: { ping: () => Promise<void> }): void {
  registerCall(app, getCurrentTime, (req) => ({ timestamp: Date.now(), timeZone: req.tenant.timeZone }));
  const databaseAnswers = sharedCheck(deps.ping);
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await databaseAnswers();
    return { status: 'ok' };
  });
  // Readiness (docs/deploy.md): 200 once the process serves (its schema checked and migrated at start, the
  // database answering), 503 from the moment it starts to shut down, so that a load balancer stops sending
  // before the process stops taking connections. `/healthz` stays the liveness check.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (closing) return reply.code(503).send({ status: 'closing' });
    await databaseAnswers();
    return { status: 'ready' };
  });
}
