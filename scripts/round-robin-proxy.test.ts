import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './built-server';
import { startProxy, type Proxy } from './round-robin-proxy';

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
