import { getSendDetailPage, getSendUnReadCount, listCirculation, listSent } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { TransferServices } from './transfer.types';

/** Circulation records and claims. Giving an item changes other modules too: a flow (src/flows/gift-collectible.ts). */
export function transferRoutes(app: FastifyInstance, s: TransferServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, getSendUnReadCount, (req) => s.transfers.unreadCount(req.tenant.id, uid(req)));
  registerCall(app, getSendDetailPage, (req) => s.transfers.sendPage(req.tenant.id, uid(req), req.query, req.lang));
  registerCall(app, listCirculation, (req) => s.transfers.circulation(req.tenant.id, uid(req), req.query, req.lang));
  registerCall(app, listSent, (req) => s.transfers.sent(req.tenant.id, uid(req), req.query, req.lang));
}
