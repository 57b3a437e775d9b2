import type { InboxService } from './inbox.service';

/** The inbox module's decoration (`app.inbox`). */
export interface InboxServices {
  inbox: InboxService;
}
