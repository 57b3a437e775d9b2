import { getInviteRanking, getInviteStats, listInvitees } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { InviteServices } from './invite.types';

/** Invites (decision 049): my statistics, my invitees, the leaderboard. */
export function inviteRoutes(app: FastifyInstance, s: InviteServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, getInviteStats, (req) => s.invites.stats(req.tenant.id, uid(req), req.query.window));
  registerCall(app, listInvitees, (req) => s.invites.invitees(req.tenant.id, uid(req), req.query.limit, req.query.before));
  registerCall(app, getInviteRanking, async (req) => {
    const r = await s.invites.ranking(req.tenant.id, uid(req));
    return {
      items: r.items.map(({ rank, nickname, phoneMasked, verifiedCount }) => ({ rank, nickname, phoneMasked, verifiedCount })),
      mine: r.mine,
    };
  });
}
