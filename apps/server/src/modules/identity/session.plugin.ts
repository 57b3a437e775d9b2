import { timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@curio/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { addRouteHook } from '../../plugins/route-hooks';
import '../../http/request-context';

/** The operator key of `Authorization: Bearer <key>`, compared in constant time. */
function operatorKeyMatches(req: FastifyRequest, key: string | null): boolean {
  if (!key) return false;
  const header = req.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const want = Buffer.from(key);
  return given.length === want.length && timingSafeEqual(given, want);
}

/**
 * Token → user, per route (after the signature check): 'required' refuses without a valid token
 * (LOGIN_REQUIRED when none was sent, SESSION_EXPIRED when the one sent is not valid here); 'optional'
 * attaches the user when valid; 'operator' needs the operator key (OPERATOR_UNAUTHORIZED otherwise; with
 * no OPERATOR_TOKEN configured nothing passes, and the modules do not even register their operator
 * calls). It asks the identity module's sessions (`app.identity`, decorated by `identityModule`) at
 * request time.
 */
export const sessionPlugin = fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('identity')) throw new Error('the identity module is not registered');
    });
    const check = async (req: FastifyRequest, mode: 'required' | 'optional' | 'operator') => {
      if (mode === 'operator') {
        if (!operatorKeyMatches(req, app.config.operatorToken)) throw new AppError(ErrorCode.OPERATOR_UNAUTHORIZED);
        return;
      }
      const raw = req.headers['token'];
      const token = typeof raw === 'string' && raw !== '' ? raw : undefined;
      if (!token) {
        if (mode === 'required') throw new AppError(ErrorCode.LOGIN_REQUIRED);
        return;
      }
      req.user = await app.identity.sessions.authenticate(req.tenant.id, token);
      if (!req.user && mode === 'required') throw new AppError(ErrorCode.SESSION_EXPIRED);
    };
    // Only on a tenant's routes with an auth mode, after the signature check (registered before this plugin).
    // The route's mode is read here once, not on every request.
    app.addHook('onRoute', (route) => {
      const mode = route.config?.auth ?? 'none';
      // 'console' calls are the operator module's (console.plugin.ts).
      if (mode !== 'none' && mode !== 'console' && route.config?.tenant)
        addRouteHook(route, 'onRequest', (req) => check(req, mode));
    });
  },
  { name: 'session', dependencies: ['signature'] },
);
