import { createShareLink, getSharedItem, shorten } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { ShareUrlServices } from './share-url.types';

export function shareUrlRoutes(app: FastifyInstance, s: ShareUrlServices): void {
  registerCall(app, shorten, (req) => s.shareUrls.shorten(req.tenant, req.body.url, `${req.protocol}://${req.host}`), {
    rateLimit: { by: 'ip', max: 30, windowMs: 60_000 },
  });
  // Sharing a collection, a listing or an item I hold (decision 070); the shared item's public page.
  registerCall(
    app,
    createShareLink,
    (req) => s.shares.create(req.tenant, req.user!.id, req.body.kind, req.body.id, `${req.protocol}://${req.host}`),
    { rateLimit: { by: 'ip', max: 30, windowMs: 60_000 } },
  );
  registerCall(app, getSharedItem, (req) => s.shares.view(req.tenant, req.query.t, req.lang));
  // The short link itself: a plain redirect, opened by anyone who scans the poster.
  app.get<{ Params: { code: string } }>(
    '/s/:code',
    { schema: { hide: true }, config: { tenant: true, signed: false, auth: 'none' } },
    async (req, reply) => {
      const url = /^[A-Za-z0-9]{4,16}$/.test(req.params.code) ? await s.shareUrls.resolve(req.tenant, req.params.code) : null;
      if (!url) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.redirect(url, 302);
    },
  );
}
