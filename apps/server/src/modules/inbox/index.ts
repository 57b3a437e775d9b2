// The inbox module's public face: its plugin, its service and the `add` step's event type.
export { inboxModule } from './inbox.module';
export type { InboxServices } from './inbox.types';
export { InboxService, type NewInboxEvent } from './inbox.service';
export type { InboxEventRow } from './inbox.repository';
