import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalString, ErrorCode, NONCE_LENGTH, SIGNATURE_MAX_SKEW_MS } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

const header = (v: string | string[] | undefined): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** HMAC-SHA256 over the contract's canonical string, base64: the server side of the contract's signing. */
export function serverSign(params: Record<string, string | undefined>, key: string): string {
  return createHmac('sha256', key).update(canonicalString(params), 'utf8').digest('base64');
}

/**
 * Request signature check (spec section 7, decision 003). The headers `platform`, `timestamp`,
 * `nonce`, `sign` (and `token` when sent) must match; the timestamp must be within 300 s of the
 * server's clock; a nonce is accepted once within that window. Nothing runs on a failed check.
 */
export default fp(
  async function signature(app: FastifyInstance) {
    const key = app.config.signKey;
    app.addHook('onRequest', async (req) => {
      const cfg = req.routeOptions.config;
      if (!cfg.tenant || cfg.signed === false) return;
      const h = req.headers;
      const platform = header(h['platform']);
      const timestamp = header(h['timestamp']);
      const nonce = header(h['nonce']);
      const sign = header(h['sign']);
      const token = cfg.tokenInSignature === false ? undefined : header(h['token']);
      if (!platform || !timestamp || !nonce || !sign) throw new AppError(ErrorCode.SIGNATURE_MISSING);
      const ts = Number(timestamp);
      if (!/^\d{10,16}$/.test(timestamp) || Math.abs(Date.now() - ts) > SIGNATURE_MAX_SKEW_MS) {
        throw new AppError(ErrorCode.REQUEST_EXPIRED);
      }
      if (nonce.length !== NONCE_LENGTH) throw new AppError(ErrorCode.SIGNATURE_INVALID);
      const expected = Buffer.from(serverSign({ platform, timestamp, nonce, token }, key));
      const given = Buffer.from(sign);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError(ErrorCode.SIGNATURE_INVALID);
      }
      // Only a correctly signed request may use up a nonce; the window covers the whole allowed skew.
      const fresh = await app.sharedState.claimOnce(`nonce:${req.tenant.id}:${nonce}`, 2 * SIGNATURE_MAX_SKEW_MS);
      if (!fresh) throw new AppError(ErrorCode.NONCE_REPLAYED);
    });
  },
  { name: 'signature', dependencies: ['tenant-context'] },
);
