import { ErrorCode } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { SessionRepository, SessionService } from '../modules/identity/index';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/**
 * Token → user, per route: 'required' refuses without a valid token (LOGIN_REQUIRED when none was
 * sent, SESSION_EXPIRED when the one sent is not valid here); 'optional' attaches the user when valid.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    const sessions = new SessionService(new SessionRepository(app.db.kysely), app.clock);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (req) => {
      const mode = req.routeOptions.config.auth ?? 'none';
      if (mode === 'none' || !req.routeOptions.config.tenant) return;
      const raw = req.headers['token'];
      const token = typeof raw === 'string' && raw !== '' ? raw : undefined;
      if (!token) {
        if (mode === 'required') throw new AppError(ErrorCode.LOGIN_REQUIRED);
        return;
      }
      req.user = await sessions.authenticate(req.tenant.id, token);
      if (!req.user && mode === 'required') throw new AppError(ErrorCode.SESSION_EXPIRED);
    });
  },
  { name: 'auth', dependencies: ['signature'] },
);
