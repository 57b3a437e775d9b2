import {
  getBlindBox,
  getCollection,
  getCreatorSpace,
  getHomeDecoration,
  getNotice,
  getSeries,
  listBlindBoxes,
  listCollections,
  listCreators,
  listHotSearchWords,
  listNotices,
  listSeries,
  search,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { BuyerStandingLookup, CatalogueServices } from './catalogue.types';

/** Thin: the contract parsed the input; the services answer in the request's language. */
export function catalogueRoutes(app: FastifyInstance, s: CatalogueServices, standingOf: BuyerStandingLookup | null): void {
  // The detail pages are for signed-in users: each carries the buyer's standing on the drop.
  const mine = (tenantId: number, userId: number, kind: 'collection' | 'blindBox', id: number, limit: number) =>
    standingOf ? standingOf(tenantId, userId, kind, id, limit) : { taken: 0, allowance: limit, unpaidOrderNo: null };
  registerCall(app, listCollections, (req) => s.collections.list(req.tenant.id, req.query, req.lang));
  registerCall(app, getCollection, async (req) => {
    const d = await s.collections.detail(req.tenant.id, req.params.id, req.lang);
    return { ...d, mine: await mine(req.tenant.id, req.user!.id, 'collection', d.id, d.perUserLimit) };
  });
  registerCall(app, listSeries, (req) => s.series.list(req.tenant.id, req.query, req.lang));
  registerCall(app, getSeries, (req) => s.series.detail(req.tenant.id, req.params.id, req.lang));
  registerCall(app, listBlindBoxes, (req) => s.blindBoxes.list(req.tenant.id, req.query, req.lang));
  registerCall(app, getBlindBox, async (req) => {
    const d = await s.blindBoxes.detail(req.tenant.id, req.params.id, req.lang);
    return { ...d, mine: await mine(req.tenant.id, req.user!.id, 'blindBox', d.id, d.perUserLimit) };
  });
  registerCall(app, listCreators, (req) => s.creators.list(req.tenant.id, req.query, req.lang));
  registerCall(app, getCreatorSpace, (req) => s.creators.space(req.tenant.id, req.params.id, req.lang));
  registerCall(app, search, (req) => s.search.search(req.tenant.id, req.query, req.lang));
  registerCall(app, listHotSearchWords, (req) => s.home.hotWords(req.tenant.id, req.lang));
  registerCall(app, listNotices, (req) => s.notices.list(req.tenant.id, req.query, req.lang));
  registerCall(app, getNotice, (req) => s.notices.detail(req.tenant.id, req.params.id, req.lang));
  registerCall(app, getHomeDecoration, (req) => s.home.decoration(req.tenant.id, req.lang));
}
