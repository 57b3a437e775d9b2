// The identity module's public face: its plugins, its services' types, the signed-in user.
export { identityModule } from './identity.module';
export { sessionPlugin } from './session.plugin';
export type { IdentityServices } from './identity.types';
export { hashToken, type AuthUser, type SessionService } from './session.service';
export type { ChainAccountService } from './chain-account.service';
export type { PublicProfile } from './user.service';
export { PasswordHasher } from './passwords';
