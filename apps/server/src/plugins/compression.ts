import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Compress this route's streamed answers too (decision 023); string and buffer answers always are. */
    compress?: boolean;
  }
}

/**
 * Answers smaller than this go out as they are (decision 023): compressing them saves a few hundred bytes
 * at most, and the purchase path's answers are all below it, so they pay one length check and nothing more.
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Text types worth compressing; images other than SVG, media and archives are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Settings cheap enough for per-request work. On the home decoration's JSON (10.7 KB) brotli 5 takes about
 * 95 µs of CPU for 2.0 KB, brotli 4 the same time for 2.2 KB, gzip 6 about 65 µs for 2.3 KB (decision 023).
 * The built assets are compressed at build time at the highest settings instead (apps/web/scripts/precompress.mjs).
 */
const BROTLI_QUALITY = 5;
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(size > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/**
 * Up to this size an answer is compressed on the spot (a tenth of a millisecond for 10 KB): handing it to
 * zlib's thread pool costs about half as much again in CPU. Larger answers go to the thread pool, so that
 * the event loop is not held for milliseconds.
 */
const SYNC_MAX_BYTES = 64 * 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from an Accept-Encoding header: brotli or gzip, whichever has the higher
 * q-value (brotli on a tie), `*` standing for both when they are not named; null when neither is accepted.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let br = -1;
  let gzip = -1;
  let star = -1;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=');
      if (k?.trim().toLowerCase() === 'q') q = Number(v);
    }
    if (!(q >= 0 && q <= 1)) continue;
    const token = name.trim().toLowerCase();
    if (token === 'br') br = q;
    else if (token === 'gzip' || token === 'x-gzip') gzip = Math.max(gzip, q);
    else if (token === '*') star = q;
  }
  if (br < 0) br = star;
  if (gzip < 0) gzip = star;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** Adds Accept-Encoding to the answer's Vary header (once). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const list = String(vary);
  if (list === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(list)) return;
  reply.header('vary', `${list}, Accept-Encoding`);
}

function compressible(reply: FastifyReply): boolean {
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.statusCode < 200) return false;
  if (reply.getHeader('content-encoding') !== undefined) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE.test(type);
}

function onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, value?: unknown) => void) {
  // The common case first, and cheapest: a small JSON answer (the purchase path's are all small).
  if (typeof payload === 'string') {
    // A character is one to three bytes in UTF-8: only count the bytes when the length leaves it open.
    if (payload.length < COMPRESS_MIN_BYTES / 3) return done(null, payload);
    if (payload.length < COMPRESS_MIN_BYTES && Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return done(null, payload);
  } else if (Buffer.isBuffer(payload)) {
    if (payload.length < COMPRESS_MIN_BYTES) return done(null, payload);
  } else if (payload && typeof (payload as Readable).pipe === 'function') {
    // A stream: only routes that ask for it (their `compress` config), not for HEAD (no body is sent), and
    // not when its announced length is under the threshold.
    if (!reply.routeOptions.config.compress || req.method === 'HEAD') return done(null, payload);
    const length = reply.getHeader('content-length');
    if (length !== undefined && Number(length) < COMPRESS_MIN_BYTES) return done(null, payload);
  } else {
    return done(null, payload);
  }
  if (!compressible(reply)) return done(null, payload);

  varyOnEncoding(reply);
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding) return done(null, payload);

  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const input = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const finish = (err: Error | null, out: Buffer) => {
      // Should zlib fail, or not make it smaller, the answer goes out as it is.
      if (err || out.length >= input.length) return done(null, payload);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, out);
    };
    if (input.length <= SYNC_MAX_BYTES) {
      let out: Buffer;
      try {
        out =
          encoding === 'br' ? zlib.brotliCompressSync(input, brotliOptions(input.length)) : zlib.gzipSync(input, GZIP_OPTIONS);
      } catch (err) {
        return finish(err as Error, input);
      }
      return finish(null, out);
    }
    if (encoding === 'br') zlib.brotliCompress(input, brotliOptions(input.length), finish);
    else zlib.gzip(input, GZIP_OPTIONS, finish);
    return;
  }

  const size = Number(reply.getHeader('content-length') ?? 0);
  const compressor = encoding === 'br' ? zlib.createBrotliCompress(brotliOptions(size)) : zlib.createGzip(GZIP_OPTIONS);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  // pipeline ends both streams on an error (a file that cannot be read): the reply then fails as it would have.
  done(
    null,
    pipeline(payload as Readable, compressor, () => {}),
  );
}

/**
 * Compresses dynamic answers (decision 023): the page, JSON and other text answers of at least
 * COMPRESS_MIN_BYTES, in brotli or gzip as the request accepts, with `Vary: Accept-Encoding`; streamed
 * answers only on routes with `config: { compress: true }` (file downloads of SVG). The built assets are
 * not touched: @fastify/static serves their precompressed files and marks them with Content-Encoding.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    app.addHook('onSend', onSend);
  },
  { name: 'compression' },
);
