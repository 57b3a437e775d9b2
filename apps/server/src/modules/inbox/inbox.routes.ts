import { getInboxUnreadCount, listInbox, markInboxRead } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { InboxServices } from './inbox.types';

/** The caller's inbox. Events are added by flows (the `add` step), never by a call. */
export function inboxRoutes(app: FastifyInstance, s: InboxServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, listInbox, (req) => s.inbox.list(req.tenant.id, uid(req), req.query));
  registerCall(app, markInboxRead, (req) => s.inbox.markRead(req.tenant.id, uid(req), req.body));
  registerCall(app, getInboxUnreadCount, (req) => s.inbox.unread(req.tenant.id, uid(req)));
}
