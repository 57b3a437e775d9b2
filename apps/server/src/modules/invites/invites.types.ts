import type { InviteService } from './invites.service';

/** The invites module's decoration (`app.invites`). */
export interface InvitesServices {
  invites: InviteService;
}
