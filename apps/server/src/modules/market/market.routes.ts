import { getListing, getPriceHistory, listListings, listMyListings, previewConsignment } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { MarketServices } from './market.types';

/** The market's reads. Consigning, taking off the shelf and buying are flows (src/flows/consign.ts, place-order.ts). */
export function marketRoutes(app: FastifyInstance, s: MarketServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, listListings, (req) => s.listings.list(req.tenant, req.query, req.lang));
  registerCall(app, getListing, (req) => s.listings.detail(req.tenant, uid(req), req.params.id, req.lang));
  registerCall(app, getPriceHistory, (req) => s.listings.history(req.tenant, req.params.collectionId, req.query.limit));
  registerCall(app, previewConsignment, (req) => s.listings.preview(req.tenant, uid(req), req.query));
  registerCall(app, listMyListings, (req) => s.listings.mine(req.tenant, uid(req), req.query, req.lang));
}
