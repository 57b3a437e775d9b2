// The invite module's public face (decision 049).
export { inviteModule, type InviteModuleOptions } from './invite.module';
export type { InviteServices } from './invite.types';
export { InviteService, type InvitePorts } from './invite.service';
