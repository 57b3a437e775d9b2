import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FirstScreenPage } from './first-screen-page';

/**
 * The page is revalidated on every visit (it carries the tenant's first paint, and the asset names of the
 * current build), and kept out of shared caches: it differs per host and per request, and a proxy or CDN that
 * keyed it by path alone would hand one tenant's page to another (decision 023).
 */
const PAGE_CACHE_HEADERS = { 'cache-control': 'private, no-cache', vary: 'Accept-Encoding' } as const;

/**
 * Files under assets/ carry a content hash in their name (Vite): cached for a year and never revalidated.
 * Other static files (an icon, a manifest) keep their name across builds: an hour, then revalidated.
 */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const STATIC_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Serves the built web app. The page is a hash-routed SPA, so only `/` (and `/index.html`) serve the
 * page. The signing key reaches the app at page load, written into the page as a JSON data block
 * (not a script, so the content security policy stays strict); changing SIGN_KEY needs no rebuild.
 */
export async function webRoutes(app: FastifyInstance): Promise<void> {
  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('/', { schema: { hide: true } }, async (_req, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`.'),
    );
    return;
  }
  const runtime = JSON.stringify({ signKey: app.config.signKey }).replace(/</g, '\\u003c');
  const page = largestScriptFirst(fs.readFileSync(indexFile, 'utf8'), dist).replace(
    '</head>',
    `<script id="curio-runtime" type="application/json">${runtime}</script></head>`,
  );
  const hex = /^#[0-9A-Fa-f]{6}$/;
  const firstScreen = new FirstScreenPage(app, dist);

  /**
   * The page as this host's tenant should first paint it: its background and text colours and its
   * language are in the HTML, so there is no flash of another theme before the app has loaded.
   */
  const pageFor = async (req: FastifyRequest): Promise<string> => {
    const tenant = await app.tenant.tenants.resolveHost(req.hostname.toLowerCase()).catch(() => null);
    if (!tenant) return page;
    const theme = await app.tenant.tenants.theme(tenant);
    const bg = hex.test(theme.globalBackgroundColor) ? theme.globalBackgroundColor : '#F8F8F8';
    const fg = hex.test(theme.globalTextColor) ? theme.globalTextColor : '#000000';
    const style = `<style id="curio-first-paint">html,body{background:${bg};color:${fg}}</style>`;
    const themed = page
      .replace(/<html lang="[^"]*"/, `<html lang="${tenant.defaultLanguage}"`)
      .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${bg}"`)
      .replace('</head>', `${style}</head>`);
    // The first screen's data and the server-rendered home (decision 024). A DID deep link (`?token=`, spec
    // section 2: the chat app's links) boots with its parser (decision 032).
    const token = (req.query as Record<string, unknown> | undefined)?.token;
    return firstScreen.write(themed, tenant, { deepLink: typeof token === 'string' && token !== '' });
  };

  const sendPage = async (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .headers(PAGE_CACHE_HEADERS)
      .send(await pageFor(req));
  app.get('/', { schema: { hide: true } }, sendPage);
  app.get('/index.html', { schema: { hide: true } }, sendPage);

  // A route's first screen that depends on the address (decision 032): the route gate asks for it with the
  // hash route (`?r=/pages/detail/collection?id=1`), which only the browser sees, and shows it until the app
  // has rendered the page. Public data of the host's tenant, in its default language: 204 when there is none.
  app.get('/first-screen', { schema: { hide: true } }, async (req, reply) => {
    const r = (req.query as { r?: unknown }).r;
    const tenant =
      typeof r === 'string' && r.startsWith('/') && r.length <= 200
        ? await app.tenant.tenants.resolveHost(req.hostname.toLowerCase()).catch(() => null)
        : null;
    const html = tenant ? await firstScreen.fragment(tenant, r as string) : null;
    reply.headers(PAGE_CACHE_HEADERS);
    if (!html) return reply.status(204).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });

  // The built assets, with their brotli and gzip copies made at build time (apps/web/scripts/precompress.mjs):
  // the plugin picks the copy the request's Accept-Encoding allows and sets Content-Encoding. Its own
  // Cache-Control is turned off, since it would overwrite ours (it set `max-age=0` on the hashed assets).
  const assetsDir = path.resolve(dist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // The build manifest (.vite/) is for tools, not for browsers (other dot folders, .well-known, are served).
    allowedPath: (pathname) => !pathname.split('/').includes('.vite'),
    setHeaders: (res, file) => {
      res.setHeader('cache-control', file.startsWith(assetsDir) ? ASSET_CACHE_CONTROL : STATIC_CACHE_CONTROL);
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/**
 * The page's entry script and the module preloads of what it imports, the largest file first (decision
 * 029). The browser asks for them in this order, and on a phone's six HTTP/1.1 connections the boot chunk
 * (most of the first load's bytes, the end of every page's critical path but the server-rendered home's)
 * must not wait behind the entry's one-kilobyte module. Files that cannot be read keep their place.
 */
export function largestScriptFirst(html: string, dist: string): string {
  const tag =
    /^[ \t]*(?:<script type="module" crossorigin src="\/([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="\/([^"]+)">)[ \t]*\r?\n/gm;
  const found = [...html.matchAll(tag)];
  if (found.length < 2) return html;
  const size = (file: string) => {
    try {
      return fs.statSync(path.join(dist, file)).size;
    } catch {
      return -1;
    }
  };
  const sorted = found
    .map((m, i) => ({ text: m[0], size: size((m[1] ?? m[2])!), i }))
    .sort((a, b) => b.size - a.size || a.i - b.i)
    .map((t) => t.text)
    .join('');
  const first = found[0]!.index;
  const last = found.at(-1)!;
  // Only when the tags stand together (as Vite writes them): anything between them keeps the page as it is.
  const between = html.slice(first, last.index + last[0].length);
  if (between.length !== found.reduce((n, m) => n + m[0].length, 0)) return html;
  return html.slice(0, first) + sorted + html.slice(last.index + last[0].length);
}
