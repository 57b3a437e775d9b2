import { NONCE_LENGTH, SIGNATURE_MAX_SKEW_MS } from './constants';

// Request signing of spec §7, ONE implementation for the web app and the server:
// "parameters platform, timestamp, a 16-character random nonce and the token (omitted for
// getTenantInfoConfig) are sorted by lowercased key, joined as key=value, signed with
// HMAC-SHA256 and base64-encoded". Curio sends platform, timestamp, nonce and sign as headers
// of those names; the token travels in its own header and is signed as `token`.
// Web Crypto only (globalThis.crypto), so this runs unchanged in Node 20 and in browsers.

/** Headers that carry the signature and its inputs (the token has its own header). */
export const SIGNED_HEADERS = ['platform', 'timestamp', 'nonce', 'sign'] as const;
export type SignedHeader = (typeof SIGNED_HEADERS)[number];

/** Spec §6: the platform is fixed to H5. */
export const PLATFORM = 'H5';

/**
 * The signed parameters. timestamp: milliseconds since the epoch, as a decimal string.
 * token: omitted (undefined or '') when the user is anonymous or for getTenantInfoConfig.
 */
export type SignParams = {
  platform: string;
  timestamp: string;
  nonce: string;
  token?: string | undefined;
};

/**
 * The string that is signed: entries with an undefined or empty value are dropped, the rest
 * are sorted by lowercased key (ties: by the original key, in code-unit order, never by
 * locale) and joined as `key=value` with '&'. Keys keep their case; nothing is URL-encoded.
 */
export function canonicalString(params: Record<string, string | undefined>): string {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') entries.push([key, value]);
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  entries.sort(([a], [b]) => cmp(a.toLowerCase(), b.toLowerCase()) || cmp(a, b));
  return entries.map(([key, value]) => `${key}=${value}`).join('&');
}

/** The canonical string of exactly the four signed parameters (extra properties are ignored). */
export function signingString(params: SignParams): string {
  return canonicalString({
    platform: params.platform,
    timestamp: params.timestamp,
    nonce: params.nonce,
    token: params.token,
  });
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 (RFC 4648 §4) with '=' padding; needs neither Buffer nor btoa. */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out +=
      BASE64_ALPHABET.charAt((n >> 18) & 63) +
      BASE64_ALPHABET.charAt((n >> 12) & 63) +
      BASE64_ALPHABET.charAt((n >> 6) & 63) +
      BASE64_ALPHABET.charAt(n & 63);
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = (bytes[i] ?? 0) << 16;
    out += BASE64_ALPHABET.charAt((n >> 18) & 63) + BASE64_ALPHABET.charAt((n >> 12) & 63) + '==';
  } else if (rest === 2) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8);
    out +=
      BASE64_ALPHABET.charAt((n >> 18) & 63) +
      BASE64_ALPHABET.charAt((n >> 12) & 63) +
      BASE64_ALPHABET.charAt((n >> 6) & 63) +
      '=';
  }
  return out;
}

function subtle(): (typeof globalThis.crypto)['subtle'] {
  const s = globalThis.crypto?.subtle;
  if (s === undefined) throw new Error('Web Crypto (crypto.subtle) is not available');
  return s;
}

/** HMAC-SHA256 of a UTF-8 message under a UTF-8 key, base64-encoded. */
export async function hmacSha256Base64(message: string, key: string): Promise<string> {
  if (key === '') throw new Error('The signing key must not be empty');
  const encoder = new TextEncoder();
  const cryptoKey = await subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await subtle().sign('HMAC', cryptoKey, encoder.encode(message));
  return bytesToBase64(new Uint8Array(mac));
}

/** The `sign` header value: base64(HMAC-SHA256(key, signingString(params))). */
export async function signRequest(params: SignParams, key: string): Promise<string> {
  return hmacSha256Base64(signingString(params), key);
}

/** Compares two strings in time independent of where they first differ. */
export function timingSafeEqualString(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}

/** True when `sign` is the signature of `params` under `key` (constant-time comparison). */
export async function verifyRequestSignature(params: SignParams, key: string, sign: string): Promise<boolean> {
  return timingSafeEqualString(await signRequest(params, key), sign);
}

/**
 * True when `timestamp` (ms since the epoch, decimal digits) is within SIGNATURE_MAX_SKEW_MS of
 * `nowMs`; otherwise the server answers REQUEST_EXPIRED.
 */
export function isTimestampFresh(timestamp: string, nowMs: number, maxSkewMs: number = SIGNATURE_MAX_SKEW_MS): boolean {
  if (!/^\d{1,16}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - nowMs) <= maxSkewMs;
}

export const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters from [A-Za-z0-9], uniformly drawn with crypto.getRandomValues. */
export function createNonce(): string {
  const c = globalThis.crypto;
  if (c === undefined) throw new Error('Web Crypto (crypto.getRandomValues) is not available');
  const limit = 256 - (256 % NONCE_ALPHABET.length); // 248: reject the biased tail
  let out = '';
  while (out.length < NONCE_LENGTH) {
    const bytes = c.getRandomValues(new Uint8Array(NONCE_LENGTH * 2));
    for (const b of bytes) {
      if (b < limit && out.length < NONCE_LENGTH) out += NONCE_ALPHABET.charAt(b % NONCE_ALPHABET.length);
    }
  }
  return out;
}

/**
 * Fixed vectors: the web app checks them with Web Crypto, the server with node:crypto. The
 * `sign` values were computed independently with node:crypto createHmac and openssl.
 */
export const SIGNING_VECTORS: ReadonlyArray<{
  params: SignParams;
  key: string;
  canonical: string;
  sign: string;
}> = [
  {
    // With a token.
    params: {
      platform: 'H5',
      timestamp: '1700000000000',
      nonce: 'aB3dE5fG7hJ9kL1m',
      token: '3f9c2a7e5b1d4c6a8e0f2b4d6c8a0e1f',
    },
    key: 'curio-test-key',
    canonical: 'nonce=aB3dE5fG7hJ9kL1m&platform=H5&timestamp=1700000000000&token=3f9c2a7e5b1d4c6a8e0f2b4d6c8a0e1f',
    sign: 'SvUPw3QUskKRi/NwpfnhOVkOsl+jqQ8qsQxpo568kPA=',
  },
  {
    // Without a token (anonymous, or getTenantInfoConfig).
    params: { platform: 'H5', timestamp: '1700000000000', nonce: 'Zz09YyXx18WwVv27' },
    key: 'curio-test-key',
    canonical: 'nonce=Zz09YyXx18WwVv27&platform=H5&timestamp=1700000000000',
    sign: 'gqcg/4LglNPVaHoSxEhzEXUSsoV9/lZs4jz60UEyxbQ=',
  },
  {
    // A non-ASCII key (UTF-8 bytes).
    params: {
      platform: 'H5',
      timestamp: '1735689600123',
      nonce: 'Qw3Er5Ty7Ui9Op1A',
      token: 'tok_123',
    },
    key: 'clé-秘密-🔑',
    canonical: 'nonce=Qw3Er5Ty7Ui9Op1A&platform=H5&timestamp=1735689600123&token=tok_123',
    sign: 'lRE81M/GynkQNX5pNAP8jVRL6HYBeot2hpAPMexd/7c=',
  },
  {
    // A token with special characters: nothing is encoded.
    params: {
      platform: 'H5',
      timestamp: '1767225599999',
      nonce: '0000000000000000',
      token: 'a+b/c=d&e?f 中文%20~',
    },
    key: 'k3y!@#$%^&*()',
    canonical: 'nonce=0000000000000000&platform=H5&timestamp=1767225599999&token=a+b/c=d&e?f 中文%20~',
    sign: 'AtM+1Mx3SphPEhUoyZ7HLZE8NCXd70WdBTp/jR7ncpM=',
  },
  {
    // An empty token is dropped like an undefined one.
    params: { platform: 'H5', timestamp: '1700000000001', nonce: 'mNbVcXzLkJhGfDsA', token: '' },
    key: 'curio-test-key',
    canonical: 'nonce=mNbVcXzLkJhGfDsA&platform=H5&timestamp=1700000000001',
    sign: 'efS5epQP7SKF1L3KGdieCyGg+JV58GiVwl1FBDtRE5c=',
  },
];
