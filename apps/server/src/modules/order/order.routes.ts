import { consoleGetOrder, consoleSearchOrders, getOrder, getOrderReceipt, listOrders } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { OrderServices } from './order.types';

/** The buyer's orders. Placing and cancelling change other modules too: flows (src/flows/place-order.ts, cancel-order.ts). */
export function orderRoutes(app: FastifyInstance, s: OrderServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, listOrders, (req) => s.orders.list(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, getOrder, (req) => s.orders.get(req.tenant, uid(req), req.params.orderNo, req.lang));
  registerCall(app, getOrderReceipt, (req) => s.receipts.get(req.tenant, uid(req), req.params.orderNo, req.lang));
  // The console (decision 039): the tenant's orders. A refund is a flow (src/flows/refund-order.ts).
  registerCall(app, consoleSearchOrders, (req) => s.console.search(req.tenant, req.query, req.lang));
  registerCall(app, consoleGetOrder, (req) => s.console.get(req.tenant, req.params.orderNo, req.lang));
}
