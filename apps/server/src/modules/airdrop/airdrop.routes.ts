import {
  consoleListAirdrops,
  consoleSaveAirdrop,
  getAirdrop,
  listAirdrops,
  operatorListAirdrops,
  operatorSaveAirdrop,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { AirdropServices } from './airdrop.types';

/**
 * The airdrops' calls. Receiving (`userAirDropTransfer`) runs a flow and is registered by the flows
 * (src/flows/receive-airdrop.ts); the operator's calls only when the server has an operator key.
 */
export function airdropRoutes(app: FastifyInstance, s: AirdropServices): void {
  registerCall(app, listAirdrops, (req) => s.airdrops.list(req.tenant.id, req.user?.id ?? null, req.query, req.lang));
  registerCall(app, getAirdrop, (req) => s.airdrops.detail(req.tenant.id, req.user!.id, req.params.id, req.lang));
  // The console (decision 038): an owner's or editor's session, on the same writer; the save is audited.
  registerCall(app, consoleListAirdrops, (req) => s.airdrops.operatorList(req.tenant.id, req.query, req.lang));
  registerCall(app, consoleSaveAirdrop, (req) => s.writer.save(req.tenant.id, req.body, app.clock(), req.audit));
  if (!app.config.operatorToken) return;
  registerCall(app, operatorSaveAirdrop, (req) => s.writer.save(req.tenant.id, req.body, app.clock()));
  registerCall(app, operatorListAirdrops, (req) => s.airdrops.operatorList(req.tenant.id, req.query, req.lang));
}
