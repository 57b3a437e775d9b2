import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { ErrorCode, NONCE_LENGTH, SIGNATURE_MAX_SKEW_MS, signingString, type SignParams } from '@curio/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { addRouteHook } from './route-hooks';

const header = (v: string | string[] | undefined): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The contract's signing string (signing.ts: keys sorted by lowercased name, empty values dropped) for its
 * four fixed keys, written out in that order: `nonce`, `platform`, `timestamp`, `token`. The same bytes as
 * `signingString` (the web app's), without the generic sort; the rare incomplete case goes to the contract.
 */
export function serverSigningString(platform: string, timestamp: string, nonce: string, token: string | undefined): string {
  if (platform === '' || timestamp === '' || nonce === '') return signingString({ platform, timestamp, nonce, token });
  return token
    ? `nonce=${nonce}&platform=${platform}&timestamp=${timestamp}&token=${token}`
    : `nonce=${nonce}&platform=${platform}&timestamp=${timestamp}`;
}

/** The signing key as node:crypto keeps it: made once, not from the string on every request. */
export const signingKey = (key: string): KeyObject => createSecretKey(Buffer.from(key, 'utf8'));

/** HMAC-SHA256 over the contract's signing string, base64: the server side of the contract's signing. */
export function serverSign(params: Partial<Record<keyof SignParams, string>>, key: string | KeyObject): string {
  const { platform = '', timestamp = '', nonce = '', token } = params;
  return createHmac('sha256', typeof key === 'string' ? signingKey(key) : key)
    .update(serverSigningString(platform, timestamp, nonce, token), 'utf8')
    .digest('base64');
}

/**
 * Request signature check (spec section 7, decision 003). The headers `platform`, `timestamp`,
 * `nonce`, `sign` (and `token` when sent) must match; the timestamp must be within 300 s of the
 * server's clock; a nonce is accepted once within that window. Nothing runs on a failed check.
 */
export default fp(
  async function signature(app: FastifyInstance) {
    const key = signingKey(app.config.signKey);
    /** The check of one route; `withToken`: the token is signed (all calls but getTenantInfoConfig). */
    const check = async (req: FastifyRequest, withToken: boolean) => {
      const h = req.headers;
      const platform = header(h['platform']);
      const timestamp = header(h['timestamp']);
      const nonce = header(h['nonce']);
      const sign = header(h['sign']);
      const token = withToken ? header(h['token']) : undefined;
      if (!platform || !timestamp || !nonce || !sign) throw new AppError(ErrorCode.SIGNATURE_MISSING);
      const ts = Number(timestamp);
      const now = Date.now();
      if (!/^\d{10,16}$/.test(timestamp) || Math.abs(now - ts) > SIGNATURE_MAX_SKEW_MS) {
        throw new AppError(ErrorCode.REQUEST_EXPIRED);
      }
      if (nonce.length !== NONCE_LENGTH) throw new AppError(ErrorCode.SIGNATURE_INVALID);
      const expected = Buffer.from(
        createHmac('sha256', key)
          .update(serverSigningString(platform, timestamp, nonce, token), 'utf8')
          .digest('base64'),
      );
      const given = Buffer.from(sign);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError(ErrorCode.SIGNATURE_INVALID);
      }
      // Only a correctly signed request may use up a nonce. It is kept while its timestamp is accepted (until
      // ts + the allowed skew; at most twice the skew, for a timestamp ahead of the server's clock): a replay
      // after that is refused as expired, so remembering the nonce longer would only cost memory.
      const holdMs = ts + SIGNATURE_MAX_SKEW_MS - now + 1;
      const fresh = await app.sharedState.claimOnce(`nonce:${req.tenant.id}:${nonce}`, holdMs);
      if (!fresh) throw new AppError(ErrorCode.NONCE_REPLAYED);
    };
    // Only on the routes it applies to (a tenant's signed calls), after the app's own onRequest hooks (the
    // tenant's): the other routes do not even enter it.
    // The route's config is read here once, not on every request (req.routeOptions builds an object each time).
    app.addHook('onRoute', (route) => {
      if (!route.config?.tenant || route.config.signed === false) return;
      const withToken = route.config.tokenInSignature !== false;
      addRouteHook(route, 'onRequest', (req) => check(req, withToken));
    });
  },
  { name: 'signature', dependencies: ['tenant-context'] },
);
