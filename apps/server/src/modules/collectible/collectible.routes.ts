import {
  consoleListCollectibles,
  getMyCollectible,
  getNftTarget,
  getProvenance,
  listMyBoxes,
  listMyCollectibles,
  listMyCollectionItems,
  listMySeries,
  setDisplay,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { CollectibleServices } from './collectible.types';

/** What the buyer holds. Opening a box changes other modules too: a flow (src/flows/open-box.ts). */
export function collectibleRoutes(app: FastifyInstance, s: CollectibleServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, listMyCollectibles, (req) => s.collectibles.groups(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, listMyCollectionItems, (req) => s.collectibles.items(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, listMySeries, (req) => s.collectibles.mySeries(req.tenant, uid(req), req.lang));
  registerCall(app, getMyCollectible, (req) => s.collectibles.detail(req.tenant, uid(req), req.params.cardNftId, req.lang));
  registerCall(app, getNftTarget, (req) => s.collectibles.nftTarget(req.tenant, uid(req), req.params.cardNftId));
  registerCall(app, getProvenance, (req) => s.provenance.timeline(req.tenant.id, uid(req), req.params.cardNftId));
  registerCall(app, listMyBoxes, (req) => s.collectibles.boxes(req.tenant, uid(req), req.query, req.lang));
  // Display on my public page (decision 028): the rule is this module's, as card_nfts is.
  registerCall(app, setDisplay, (req) => s.collectibles.setDisplay(req.tenant, uid(req), req.body));
  // The console (decision 039): a user's or an order's items, any status.
  registerCall(app, consoleListCollectibles, (req) => s.console.list(req.tenant.id, req.query, req.lang));
}
