import type { InviteService } from './invite.service';

/** The invite module's decoration (`app.invite`). */
export interface InviteServices {
  invites: InviteService;
}
