import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The console's page: the same on every host (it carries no tenant data), revalidated on every visit. */
const PAGE_CACHE_HEADERS = { 'cache-control': 'private, no-cache', vary: 'Accept-Encoding' } as const;
/** Hashed file names (Vite): cached for a year, never revalidated (as the storefront's assets). */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const CONSOLE_PREFIX = '/console';

/**
 * Serves the operator console (issue 17, decision 037), built by apps/console into its own dist folder,
 * at `/console/` on every host: a tenant's host opens that tenant's console, the platform host the
 * platform's (the console calls resolve the tenant from the host). The console uses browser routes
 * under /console/, so every path below it that is not an asset answers the page. Its hashed assets
 * are served from /console/assets/ with their brotli and gzip copies made at build time.
 */
export async function consoleAppRoutes(app: FastifyInstance): Promise<void> {
  const dist = app.config.consoleDist;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    const notBuilt = async (_req: unknown, reply: FastifyReply) =>
      reply.status(503).type('text/plain; charset=utf-8').send('The console is not built yet: run `npm run build`.');
    app.get(CONSOLE_PREFIX, { schema: { hide: true } }, notBuilt);
    app.get(`${CONSOLE_PREFIX}/*`, { schema: { hide: true } }, notBuilt);
    return;
  }
  const page = fs.readFileSync(indexFile, 'utf8');
  const sendPage = async (_req: unknown, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').headers(PAGE_CACHE_HEADERS).send(page);

  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, async (_req, reply) => reply.redirect(`${CONSOLE_PREFIX}/`, 301));
  app.get(`${CONSOLE_PREFIX}/`, { schema: { hide: true } }, sendPage);
  // Browser routes (/console/dashboard, /console/brand/theme ...): the page; the app routes on the client.
  app.get(`${CONSOLE_PREFIX}/*`, { schema: { hide: true } }, sendPage);

  await app.register(fastifyStatic, {
    root: path.join(dist, 'assets'),
    prefix: `${CONSOLE_PREFIX}/assets/`,
    decorateReply: false,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', ASSET_CACHE_CONTROL);
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}
