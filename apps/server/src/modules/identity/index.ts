export { SessionService, hashToken, type AuthUser } from './session.service';
export { SessionRepository } from './session.repository';
export { identityModule, type IdentityServices } from './identity.module';
