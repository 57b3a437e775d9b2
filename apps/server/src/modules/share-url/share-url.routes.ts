import { shorten } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import { ShareUrlRepository } from './share-url.repository';
import { ShareUrlService } from './share-url.service';

export async function shareUrlRoutes(app: FastifyInstance): Promise<void> {
  const service = new ShareUrlService(new ShareUrlRepository(app.db.kysely));

  registerCall(
    app,
    shorten,
    async (req) => {
      const hosts = await app.tenants.hosts(req.tenant);
      const origin = `${req.protocol}://${req.host}`;
      return service.shorten(req.tenant, hosts, req.body.url, origin);
    },
    { rateLimit: { by: 'ip', max: 30, windowMs: 60_000 } },
  );

  // The short link itself: a plain redirect, opened by anyone who scans the poster.
  app.get<{ Params: { code: string } }>(
    '/s/:code',
    { schema: { hide: true }, config: { tenant: true, signed: false, auth: 'none' } },
    async (req, reply) => {
      const url = /^[A-Za-z0-9]{4,16}$/.test(req.params.code) ? await service.resolve(req.tenant, req.params.code) : null;
      if (!url) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.redirect(url, 302);
    },
  );
}
