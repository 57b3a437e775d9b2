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
//
// The servers behind it run with TRUST_PROXY=<this proxy's address>, so X-Forwarded-* are believed
// from it only. No dependency.
import http from 'node:http';

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
]);

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

  const forwardHeaders = (req: http.IncomingMessage) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v;
    const client = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
    return headers;
  };

  /** One attempt at one upstream: resolves with the response, or rejects with `{ notSent: true }` when it never got the request. */
  const attempt = (u: Upstream, req: http.IncomingMessage, headers: http.OutgoingHttpHeaders, body: Buffer) =>
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

  const server = http.createServer(async (req, res) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > bodyLimitBytes) {
      res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' }).end('Request Entity Too Large\n');
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > bodyLimitBytes) {
          res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' }).end('Request Entity Too Large\n');
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
      for (const [k, v] of Object.entries(upstreamRes.headers)) if (!HOP_BY_HOP.has(k)) outHeaders[k] = v;
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
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `http://${host}:${boundPort}`,
    upstreams: list,
    stats,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
        agent.destroy();
      }),
  };
}
