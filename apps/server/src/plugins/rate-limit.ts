import { ErrorCode } from '@curio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { addRouteHook } from './route-hooks';

/**
 * Per-route limits (route config `rateLimit`), counted in the shared state so that every server
 * process sees the same counts. Runs after auth, so limits may be per user.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    const limit = async (req: FastifyRequest, reply: FastifyReply) => {
      const rule = req.routeOptions.config.rateLimit;
      if (!rule) return;
      const who = rule.by === 'user' && req.user ? `u${req.user.id}` : `ip${req.ip}`;
      const key = `rl:${req.tenant?.id ?? 0}:${req.routeOptions.url}:${who}`;
      const { count, resetAt } = await app.sharedState.hit(key, rule.windowMs);
      if (count > rule.max) {
        void reply.header('retry-after', Math.max(1, Math.ceil((resetAt - app.clock()) / 1000)));
        throw new AppError(ErrorCode.RATE_LIMITED);
      }
    };
    // Only on the routes that have a limit: the others do not even enter the hook.
    app.addHook('onRoute', (route) => {
      if (route.config?.rateLimit) addRouteHook(route, 'preHandler', limit);
    });
  },
  { name: 'rate-limit', dependencies: ['session'] },
);
