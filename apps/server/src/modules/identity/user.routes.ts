import { getUserInfo, logout, userProfile } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import { UserRepository } from './user.repository';
import { UserService } from './user.service';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const users = new UserService(new UserRepository(app.db.kysely));
  registerCall(app, getUserInfo, (req) => users.info(req.tenant.id, req.user!.id));
  registerCall(app, userProfile, (req) => users.profile(req.tenant.id, req.user!.id));
  registerCall(app, logout, async (req) => {
    await app.sessions.revoke(req.tenant.id, String(req.headers.token));
    return true;
  });
}
