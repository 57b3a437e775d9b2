import type { FastifyInstance } from 'fastify';
import type { InviteModuleOptions } from '../modules/invite/index';

/**
 * Invites (decision 049): invitees, their verification and the leaderboard (identity, whose users table
 * holds inviter_id), and who of them has paid an order, since when (orders).
 */
export function invitePorts(app: FastifyInstance): InviteModuleOptions {
  return {
    inviteCodeOf: (tenantId, userId) => app.identity.users.inviteCode(tenantId, userId),
    inviteesSince: (tenantId, inviterId, since) => app.identity.invitees.since(tenantId, inviterId, since),
    inviteesPage: (tenantId, inviterId, limit, beforeId) => app.identity.invitees.page(tenantId, inviterId, limit, beforeId),
    ranking: (tenantId, inviterId, size) => app.identity.invitees.ranking(tenantId, inviterId, size),
    firstPaidAt: (tenantId, userIds) => app.order.orders.firstPaidAt(tenantId, userIds),
  };
}
