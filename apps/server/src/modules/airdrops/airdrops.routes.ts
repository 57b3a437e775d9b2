import { getAirdrop, listAirdrops, operatorListAirdrops, operatorSaveAirdrop } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { AirdropsServices } from './airdrops.types';

/**
 * The airdrops' calls. Receiving (`userAirDropTransfer`) runs a flow and is registered by the flows
 * (src/flows/flows.routes.ts); the operator's calls only when the server has an operator key.
 */
export function airdropsRoutes(app: FastifyInstance, s: AirdropsServices): void {
  registerCall(app, listAirdrops, (req) => s.airdrops.list(req.tenant.id, req.user?.id ?? null, req.query, req.lang));
  registerCall(app, getAirdrop, (req) => s.airdrops.detail(req.tenant.id, req.user!.id, req.params.id, req.lang));
  if (!app.config.operatorToken) return;
  registerCall(app, operatorSaveAirdrop, (req) => s.writer.save(req.tenant.id, req.body, app.clock()));
  registerCall(app, operatorListAirdrops, (req) => s.airdrops.operatorList(req.tenant.id, req.query, req.lang));
}
