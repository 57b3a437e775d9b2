// A signed call to a running Curio server's API, as the app makes it (spec §7 signing, with the runtime key the
// server writes into the page it serves): for what the end-to-end tests, the Lighthouse bench and the screen
// script set up or check beside the pages. One copy, used by all three.
import http from 'node:http';
import { createNonce, PLATFORM, signRequest } from '@curio/contract';

export interface SignedCall {
  /** The server's loopback port. */
  port: number;
  /** The tenant's host name (the `host` header the server reads the tenant from). */
  host: string;
  method: 'GET' | 'POST';
  /** The route after `/api`. */
  path: string;
  token?: string;
  body?: unknown;
  /** The request's time (the server's clock when a test moves it); now by default. */
  now?: number;
}

/** The signing key the server writes into the page it serves to `host`. */
export function runtimeSignKey(port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host: `${host}:${port}` } }, (res) => {
        let html = '';
        res.on('data', (c: Buffer) => (html += c.toString()));
        res.on('end', () => {
          const json = /<script id="curio-runtime" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
          if (!json) reject(new Error('the served page has no runtime settings'));
          else resolve((JSON.parse(json) as { signKey: string }).signKey);
        });
      })
      .on('error', reject);
  });
}

/** The call's data; rejects with `path: code msg` when the envelope's code is not 0. */
export async function signedCall<T>(c: SignedCall, signKey?: string): Promise<T> {
  const key = signKey ?? (await runtimeSignKey(c.port, c.host));
  const timestamp = String(c.now ?? Date.now());
  const nonce = createNonce();
  const payload = c.body === undefined ? undefined : JSON.stringify(c.body);
  const headers: Record<string, string> = {
    host: `${c.host}:${c.port}`,
    platform: PLATFORM,
    timestamp,
    nonce,
    sign: await signRequest({ platform: PLATFORM, timestamp, nonce, token: c.token }, key),
    'client-type': 'H5',
  };
  if (c.token) headers.token = c.token;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: c.port, method: c.method, path: `/api${c.path}`, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        try {
          const env = JSON.parse(text) as { code: number; msg: string; data: T };
          if (env.code !== 0) reject(new Error(`${c.path}: ${env.code} ${env.msg}`));
          else resolve(env.data);
        } catch {
          reject(new Error(`${c.path}: HTTP ${res.statusCode}, not an envelope: ${text.slice(0, 200)}`));
        }
      });
    });
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
