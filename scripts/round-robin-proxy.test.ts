import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './built-server';
import { startProxy, type Proxy } from './round-robin-proxy';
import { selfSignedCertificate } from './self-signed';

// The proxy `npm run cluster`, the cluster tests and the bench put in front of the server processes: it
// must behave like the nginx configuration of docs/deploy.md, or what they prove would not hold behind nginx.

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** An upstream that records what it receives and answers with `answer` (its name by default). */
async function upstream(name: string, answer?: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (answer) answer(req, res, body);
      else res.end(name);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { name, seen, port: (server.address() as AddressInfo).port, close: () => new Promise((r) => server.close(r)) };
}

const opened: { close: () => Promise<unknown> }[] = [];
let proxy: Proxy | undefined;
afterEach(async () => {
  await proxy?.stop();
  proxy = undefined;
  for (const o of opened.splice(0)) await o.close();
});

async function proxied(ups: { port: number }[], o: Partial<Parameters<typeof startProxy>[0]> = {}) {
  proxy = await startProxy({ upstreams: ups.map((u) => ({ host: '127.0.0.1', port: u.port })), ...o });
  return proxy;
}

describe('the round-robin proxy (the nginx configuration of docs/deploy.md)', () => {
  it('takes the upstreams in turn and passes Host, X-Forwarded-For, -Proto and -Host', async () => {
    const ups = await Promise.all(['a', 'b', 'c'].map((n) => upstream(n)));
    opened.push(...ups);
    const p = await proxied(ups);
    const answers: string[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(await (await fetch(`${p.url}/x?i=${i}`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).text());
    expect(answers).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    const first = ups[0]!.seen[0]!;
    expect(first.url).toBe('/x?i=0');
    expect(first.headers.host).toBe(`127.0.0.1:${p.port}`);
    // The client's own claim is kept, and the address the proxy saw is appended (like $proxy_add_x_forwarded_for).
    expect(first.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(first.headers['x-forwarded-proto']).toBe('http');
    expect(first.headers['x-forwarded-host']).toBe(`127.0.0.1:${p.port}`);
  });

  it('with a certificate speaks HTTPS and HTTP/2 to the browser, HTTP/1.1 to the upstreams (listen 443 ssl http2)', async () => {
    const up = await upstream('a', (req, res, body) => {
      res.setHeader('content-type', 'text/plain');
      res.setHeader('x-upstream', 'a');
      res.end(`${req.method} ${req.url} ${body}`);
    });
    opened.push(up);
    const p = await proxied([up], { tls: selfSignedCertificate() });
    expect(p.url).toBe(`https://127.0.0.1:${p.port}`);
    const session = http2.connect(p.url, { rejectUnauthorized: false });
    opened.push({ close: () => new Promise<void>((r) => session.close(() => r())) });
    const ask = (headers: http2.OutgoingHttpHeaders, body?: string) =>
      new Promise<{ status: number; headers: http2.IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const stream = session.request(headers);
        let text = '';
        let got: http2.IncomingHttpHeaders = {};
        stream.on('response', (h) => (got = h));
        stream.on('data', (d: Buffer) => (text += d.toString()));
        stream.on('end', () => resolve({ status: Number(got[':status']), headers: got, text }));
        stream.on('error', reject);
        stream.end(body);
      });
    const a = await ask({ ':method': 'GET', ':path': '/x?i=1', ':authority': `aurora.localhost:${p.port}` });
    expect(a).toMatchObject({ status: 200, text: 'GET /x?i=1 ' });
    expect(a.headers['x-upstream']).toBe('a');
    const b = await ask({ ':method': 'POST', ':path': '/y', ':authority': `aurora.localhost:${p.port}` }, 'hello');
    expect(b.text).toBe('POST /y hello');
    // The tenant's host from `:authority`, the scheme https; no HTTP/2 pseudo-header reaches the upstream.
    const seen = up.seen[0]!;
    expect(seen.headers.host).toBe(`aurora.localhost:${p.port}`);
    expect(seen.headers['x-forwarded-host']).toBe(`aurora.localhost:${p.port}`);
    expect(seen.headers['x-forwarded-proto']).toBe('https');
    expect(Object.keys(seen.headers).filter((k) => k.startsWith(':'))).toEqual([]);
    // A browser without HTTP/2 is answered over HTTPS and HTTP/1.1.
    const h1 = await new Promise<string>((resolve, reject) => {
      https
        .get(`${p.url}/z`, { rejectUnauthorized: false, headers: { host: 'localhost' } }, (res) => {
          let t = '';
          res.on('data', (d: Buffer) => (t += d.toString()));
          res.on('end', () => resolve(`${res.httpVersion} ${t}`));
        })
        .on('error', reject);
    });
    expect(h1).toBe('1.1 GET /z ');
  });

  it('sends a request a dead upstream refused to the next one, a POST too, and passes the dead one over for a while', async () => {
    const live = await upstream('live');
    opened.push(live);
    const dead = { port: await freePort() }; // nothing listens there
    const p = await proxied([dead, live]);
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${p.url}/pay`, { method: 'POST', body: `n=${i}` });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('live');
    }
    expect(live.seen.map((s) => s.body)).toEqual(['n=0', 'n=1', 'n=2', 'n=3']);
    expect(p.upstreams[0]!.downUntil).toBeGreaterThan(Date.now());
  });

  it('never sends a POST again once an upstream died with it (it may have been acted on): 502', async () => {
    const dying = await upstream('dying', (req) => req.socket.destroy());
    const other = await upstream('other');
    opened.push(dying, other);
    const p = await proxied([dying, other]);
    const res = await fetch(`${p.url}/mallapp/order/create`, { method: 'POST', body: '{"itemId":1}' });
    expect(res.status).toBe(502);
    expect(dying.seen).toHaveLength(1);
    expect(other.seen).toHaveLength(0);
  });

  it('sends a GET that died in flight to the next upstream', async () => {
    const dying = await upstream('dying', (req) => req.socket.destroy());
    const other = await upstream('other');
    opened.push(dying, other);
    const p = await proxied([dying, other]);
    const res = await fetch(`${p.url}/api/curtime/get`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('other');
  });

  it('refuses a body over the limit with 413 without bothering an upstream', async () => {
    const up = await upstream('up');
    opened.push(up);
    const p = await proxied([up], { bodyLimitBytes: 1024 });
    const res = await fetch(`${p.url}/file/upload`, { method: 'POST', body: Buffer.alloc(2048, 1) });
    expect(res.status).toBe(413);
    expect(up.seen).toHaveLength(0);
    const small = await fetch(`${p.url}/file/upload`, { method: 'POST', body: Buffer.alloc(512, 1) });
    expect(small.status).toBe(200);
    expect(up.seen[0]!.body).toHaveLength(512);
  });

  it('answers 504 when an upstream does not answer within the read timeout', async () => {
    let hold: http.ServerResponse | undefined;
    const slow = await upstream('slow', (_req, res) => (hold = res));
    opened.push({ close: () => (hold?.end(), slow.close()) });
    const p = await proxied([slow], { readTimeoutMs: 300 });
    const res = await fetch(`${p.url}/slow`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(504);
  });
});
