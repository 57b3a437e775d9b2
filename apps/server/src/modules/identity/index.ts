export { SessionService, hashToken, type AuthUser } from './session.service';
export { SessionRepository } from './session.repository';
export { userRoutes } from './user.routes';
