import { createHmac, randomBytes } from 'node:crypto';
import { signingString } from '@curio/contract';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Signs requests as the web app does (packages/contract/src/signing.ts) with node:crypto: platform, the current
 * time, a nonce this process never used before (a random prefix and a counter), the HMAC with `signKey`.
 */
export function requestSigner(signKey: string): (token: string | undefined) => Record<string, string> {
  const noncePrefix = Array.from(randomBytes(6), (b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');
  let nonceSeq = 0;
  return (token) => {
    const timestamp = String(Date.now());
    const nonce = noncePrefix + (nonceSeq++).toString(36).padStart(10, '0');
    const sign = createHmac('sha256', signKey)
      .update(signingString({ platform: 'H5', timestamp, nonce, token }), 'utf8')
      .digest('base64');
    return { platform: 'H5', timestamp, nonce, sign, 'client-type': 'H5', 'device-id': 'bench' };
  };
}
