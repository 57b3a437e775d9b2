import { getCurrentTime } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import { benchRoutes } from './bench.routes';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, getCurrentTime, (req) => ({ timestamp: Date.now(), timeZone: req.tenant.timeZone }));

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await app.db.kysely.selectFrom('tenants').select('id').limit(1).execute();
    return { status: 'ok' };
  });

  if (app.config.benchRoutes) benchRoutes(app);
}
