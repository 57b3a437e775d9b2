import { addFavourite, getFavouriteStates, listFavourites, removeFavourite } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { FavouriteServices } from './favourite.types';

/** Favourites (decision 034): add, remove, my list, the hearts' states. */
export function favouriteRoutes(app: FastifyInstance, s: FavouriteServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, addFavourite, (req) => s.favourites.add(req.tenant, uid(req), req.body.targetType, req.body.targetId));
  registerCall(app, removeFavourite, (req) => s.favourites.remove(req.tenant, uid(req), req.body.targetType, req.body.targetId));
  registerCall(app, listFavourites, (req) => s.favourites.list(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, getFavouriteStates, (req) => s.favourites.states(req.tenant, uid(req), req.query.targetType, req.query.ids));
}
