// A signed call to the e2e server's API, as the app makes it (spec §7 signing, the page's runtime key):
// for what a test sets up or checks beside the screens. Shared by the e2e files.
import http from 'node:http';
import { createNonce, PLATFORM, signRequest } from '@curio/contract';
import { inject } from 'vitest';

let signKey: string | undefined;

export function apiCall<T>(host: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    void (async () => {
      signKey ??= await runtimeSignKey(host);
      const timestamp = String(Date.now());
      const nonce = createNonce();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = {
        host: `${host}:${inject('e2ePort')}`,
        platform: PLATFORM,
        timestamp,
        nonce,
        sign: await signRequest({ platform: PLATFORM, timestamp, nonce, token }, signKey),
        'client-type': 'H5',
      };
      if (token) headers.token = token;
      if (payload) headers['content-type'] = 'application/json';
      const req = http.request({ host: '127.0.0.1', port: inject('e2ePort'), method, path: `/api${path}`, headers }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          const env = JSON.parse(text) as { code: number; msg: string; data: T };
          if (env.code !== 0) reject(new Error(`${path}: ${env.code} ${env.msg}`));
          else resolve(env.data);
        });
      });
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    })().catch(reject);
  });
}

/** The signing key the server writes into the page it serves. */
function runtimeSignKey(host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port: inject('e2ePort'), path: '/', headers: { host: `${host}:${inject('e2ePort')}` } },
        (res) => {
          let html = '';
          res.on('data', (c: Buffer) => (html += c.toString()));
          res.on('end', () => {
            const json = /<script id="curio-runtime" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
            if (!json) reject(new Error('the served page has no runtime settings'));
            else resolve((JSON.parse(json) as { signKey: string }).signKey);
          });
        },
      )
      .on('error', reject);
  });
}
