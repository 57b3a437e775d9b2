import { Writable } from 'node:stream';
import { getCurrentTime } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { call, createTestApp, DB_KIND, type TestApp } from './helpers';

// Issue 29 (docs/deploy.md): behind the load balancer the client's address comes from X-Forwarded-For, but
// only when the request comes from the load balancer (TRUST_PROXY names its addresses): anyone else
// claiming an address in that header is taken at its socket's address (rate limits and the request log
// count by it).

const seen: { remoteAddress: string; url: string }[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString('utf8').split('\n')) {
      if (l.trim() === '') continue;
      const line = JSON.parse(l) as { req?: { remoteAddress: string; url: string } };
      if (line.req) seen.push(line.req);
    }
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '10.0.0.0/24', LOG_LEVEL: 'info' }, { logStream: capture });
});
afterAll(async () => {
  await t.close();
});

/** The address the server took for a request from `ip` claiming `forwardedFor`. */
async function addressTaken(ip: string, forwardedFor: string): Promise<string> {
  const marker = `m${Math.random().toString(36).slice(2)}`;
  const res = await call(t.app, getCurrentTime, {
    unsigned: true,
    ip,
    query: { marker },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  for (;;) {
    const line = seen.find((s) => s.url.includes(marker));
    if (line) return line.remoteAddress;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe(`TRUST_PROXY: X-Forwarded-For believed from the load balancer only (${DB_KIND})`, () => {
  it('takes the client address from the load balancer, and the socket address from anyone else', async () => {
    expect(await addressTaken('10.0.0.7', '203.0.113.5')).toBe('203.0.113.5');
    expect(await addressTaken('198.51.100.20', '203.0.113.5')).toBe('198.51.100.20');
  });

  it('accepts 0, 1 or addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/16,127.0.0.1' }).trustProxy).toBe('10.0.0.0/16,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
