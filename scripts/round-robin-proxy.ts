// A small round-robin HTTP proxy in front of several Curio server processes (issue 29): what
// `npm run cluster`, the cluster tests and the bench put on one port. It mirrors the nginx configuration
// of docs/deploy.md, so that what the tests prove is what production runs:
//
//   upstream curio { server 127.0.0.1:8081 max_fails=1 fail_timeout=5s; ... }      round robin
//   client_max_body_size 60m;                                                        413 above it
//   proxy_request_buffering on;                                                      the body is read first
//   proxy_connect_timeout 5s; proxy_read_timeout 60s; proxy_send_timeout 60s;       502 / 504
//   proxy_next_upstream error timeout;   a server that refuses the connection: the next one takes the
//                                        request (it never reached the first, so even a POST is safe);
//                                        a GET that failed after it was sent is tried on the next too, a
//                                        POST is not (nginx's default without `non_idempotent`): 502
//   proxy_set_header Host $host;
//   proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
//   proxy_set_header X-Forwarded-Proto $scheme;
//   proxy_set_header X-Forwarded-Host $host;
//   listen 443 ssl http2;                With `tls` (a key and certificate): HTTPS, HTTP/2 for browsers that
//                                        offer it and HTTP/1.1 for the others; to the upstreams HTTP/1.1
//
// The servers behind it run with TRUST_PROXY=<this proxy's address>, so X-Forwarded-* are believed
// from it only. No dependency.
import http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';

export interface Upstream {
  host: string;
  port: number;
}

export interface ProxyOptions {
  upstreams: Upstream[];
  host?: string;
  port?: number;
  bodyLimitBytes?: number;
  connectTimeoutMs?: number;
  readTimeoutMs?: number;
  failTimeoutMs?: number;
  /** HTTPS with this key and certificate (PEM), HTTP/2 offered (`listen 443 ssl http2`); absent: plain HTTP/1.1. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

export interface Proxy {
  port: number;
  url: string;
  upstreams: (Upstream & { downUntil: number })[];
  /** Requests each upstream answered (`host:port` → count), and requests no upstream answered. */
  stats: { byUpstream: Map<string, number>; failed: number };
  stop(): Promise<void>;
}

type AttemptError = Error & { code?: string; notSent?: boolean; retriable?: boolean };

/** Methods nginx passes to the next server after an error even once sent. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'http2-settings',
]);

type ClientRequest = http.IncomingMessage | http2.Http2ServerRequest;
type ClientResponse = http.ServerResponse | http2.Http2ServerResponse;

/** A header the next hop must not get: hop-by-hop ones, and HTTP/2's pseudo-headers (`:authority`, `:path`, ...). */
const dropped = (name: string) => HOP_BY_HOP.has(name) || name.startsWith(':');

/**
 * Starts the proxy. `upstreams`: [{ host, port }]. Returns { port, url, upstreams, stats, stop }.
 * `stats.byUpstream` counts the requests each upstream answered (the tests check the spread).
 */
export async function startProxy({
  upstreams,
  host = '127.0.0.1',
  port = 0,
  bodyLimitBytes = 60 * 1024 * 1024,
  connectTimeoutMs = 5_000,
  readTimeoutMs = 60_000,
  failTimeoutMs = 5_000,
  tls,
}: ProxyOptions): Promise<Proxy> {
  const list = upstreams.map((u) => ({ ...u, downUntil: 0 }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const stats = { byUpstream: new Map<string, number>(), failed: 0 };
  let next = 0;

  /** The upstreams in the order this request tries them: round robin, the ones marked down last. */
  const order = () => {
    const now = Date.now();
    const start = next++ % list.length;
    const rotated = [...list.slice(start), ...list.slice(0, start)];
    return [...rotated.filter((u) => u.downUntil <= now), ...rotated.filter((u) => u.downUntil > now)];
  };

  const forwardHeaders = (req: ClientRequest) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!dropped(k)) headers[k] = v;
    // HTTP/2 names the host in `:authority` (proxy_set_header Host $host).
    const host = req.headers.host ?? (req.headers[':authority'] as string | undefined);
    if (host) headers.host = host;
    const client = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
    headers['x-forwarded-proto'] = tls ? 'https' : 'http';
    if (host) headers['x-forwarded-host'] = host;
    return headers;
  };
  /** HTTP/2 has no `Connection` header (it refuses one): close only an HTTP/1.1 client's connection. */
  const closing = (req: ClientRequest): http.OutgoingHttpHeaders => (req.httpVersionMajor === 2 ? {} : { connection: 'close' });

  /** One attempt at one upstream: resolves with the response, or rejects with `{ notSent: true }` when it never got the request. */
  const attempt = (u: Upstream, req: ClientRequest, headers: http.OutgoingHttpHeaders, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const out = http.request({ host: u.host, port: u.port, method: req.method, path: req.url, headers, agent });
      let connected = false;
      const connectTimer = setTimeout(
        () => out.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })),
        connectTimeoutMs,
      );
      out.on('socket', (socket) => {
        const onConnect = () => {
          connected = true;
          clearTimeout(connectTimer);
        };
        if (!socket.connecting) onConnect();
        else socket.once('connect', onConnect);
      });
      out.setTimeout(readTimeoutMs, () => out.destroy(Object.assign(new Error('read timeout'), { code: 'READ_TIMEOUT' })));
      out.once('response', (res) => {
        clearTimeout(connectTimer);
        resolve(res);
      });
      out.once('error', (err: AttemptError) => {
        clearTimeout(connectTimer);
        // Only a connection that was never made certainly never carried the request. A reset on a reused
        // keep-alive socket may be an idle socket the upstream had closed, or a process that died while
        // working on the request: a POST is not sent again (nginx: no `non_idempotent`), a GET may be.
        const notSent = !connected || err.code === 'ECONNREFUSED';
        reject(Object.assign(err, { notSent, retriable: notSent || IDEMPOTENT.has(req.method ?? '') }));
      });
      out.end(body);
    });

  const handle = async (req: ClientRequest, res: ClientResponse) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > bodyLimitBytes) {
      res.writeHead(413, { 'content-type': 'text/plain', ...closing(req) }).end('Request Entity Too Large\n');
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > bodyLimitBytes) {
          res.writeHead(413, { 'content-type': 'text/plain', ...closing(req) }).end('Request Entity Too Large\n');
          return;
        }
        chunks.push(chunk);
      }
    } catch {
      return; // the client went away
    }
    const body = Buffer.concat(chunks);
    const headers = forwardHeaders(req);
    if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    let lastError: AttemptError | undefined;
    for (const u of order()) {
      let upstreamRes;
      try {
        upstreamRes = await attempt(u, req, headers, body);
      } catch (e) {
        const err = e as AttemptError;
        lastError = err;
        u.downUntil = Date.now() + failTimeoutMs; // max_fails=1 fail_timeout=5s
        if (err.retriable) continue; // proxy_next_upstream error timeout: the next server takes it
        break; // a POST sent and then lost: not sent again (it may have been acted on): 502
      }
      const key = `${u.host}:${u.port}`;
      stats.byUpstream.set(key, (stats.byUpstream.get(key) ?? 0) + 1);
      const outHeaders: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(upstreamRes.headers)) if (!dropped(k)) outHeaders[k] = v;
      res.writeHead(upstreamRes.statusCode ?? 502, outHeaders);
      upstreamRes.pipe(res);
      upstreamRes.once('error', () => res.destroy());
      upstreamRes.once('aborted', () => res.destroy());
      return;
    }
    stats.failed += 1;
    const timedOut = lastError && (lastError.code === 'READ_TIMEOUT' || lastError.code === 'ETIMEDOUT');
    if (!res.headersSent) {
      res.writeHead(timedOut ? 504 : 502, { 'content-type': 'text/plain' }).end(timedOut ? 'Gateway Timeout\n' : 'Bad Gateway\n');
    } else res.destroy();
  };
  const server = tls
    ? http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, (req, res) => void handle(req, res))
    : http.createServer((req, res) => void handle(req, res));
  if (server instanceof http.Server) server.keepAliveTimeout = 65_000;
  // The HTTPS front's connections (HTTP/2 sessions and HTTP/1.1 keep-alive ones alike), ended at stop.
  const sockets = new Set<net.Socket>();
  server.on('secureConnection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `${tls ? 'https' : 'http'}://${host}:${boundPort}`,
    upstreams: list,
    stats,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (server instanceof http.Server) server.closeAllConnections();
        else for (const s of sockets) s.destroy();
        agent.destroy();
      }),
  };
}
