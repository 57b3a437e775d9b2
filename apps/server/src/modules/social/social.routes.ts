import { follow, getPersonalPage, listDisplayed, listFans, listFollowing, unfollow } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { SocialServices } from './social.types';

/** Personal pages and follows. Display on/off is the collectible module's call (setDisplay). */
export function socialRoutes(app: FastifyInstance, s: SocialServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, getPersonalPage, (req) => s.social.page(req.tenant, uid(req), req.query.userId, req.lang));
  registerCall(app, listDisplayed, (req) => s.social.displayed(req.tenant, uid(req), req.query, req.lang));
  registerCall(app, follow, (req) => s.social.follow(req.tenant, uid(req), req.body.userId));
  registerCall(app, unfollow, (req) => s.social.unfollow(req.tenant, uid(req), req.body.userId));
  registerCall(app, listFans, (req) => s.social.fans(req.tenant, uid(req), req.query));
  registerCall(app, listFollowing, (req) => s.social.following(req.tenant, uid(req), req.query));
}
