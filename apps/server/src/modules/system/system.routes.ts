import { getCurrentTime } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';

export function systemRoutes(app: FastifyInstance, deps: { ping: () => Promise<void> }): void {
  registerCall(app, getCurrentTime, (req) => ({ timestamp: Date.now(), timeZone: req.tenant.timeZone }));
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await deps.ping();
    return { status: 'ok' };
  });
}
