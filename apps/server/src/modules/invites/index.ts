// The invites module's public face (decision 049).
export { invitesModule, type InvitesModuleOptions } from './invites.module';
export type { InvitesServices } from './invites.types';
export { InviteService, type InvitesPorts } from './invites.service';
