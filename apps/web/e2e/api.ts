// A signed call to the e2e server's API, as the app makes it (spec §7 signing, the page's runtime key):
// for what a test sets up or checks beside the screens. Shared by the e2e files.
import { inject } from 'vitest';
import { runtimeSignKey, signedCall } from '../../../scripts/signed-call';

const signKeys = new Map<string, Promise<string>>();

export function apiCall<T>(host: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  const port = inject('e2ePort');
  let key = signKeys.get(host);
  if (!key) {
    // Kept once read; a failed read is not kept, so the next call asks again.
    key = runtimeSignKey(port, host).catch((error: unknown) => {
      signKeys.delete(host);
      throw error;
    });
    signKeys.set(host, key);
  }
  return key.then((k) => signedCall<T>({ port, host, method, path, token, body }, k));
}
