import type { AreaEndpoints } from '../define-endpoints';

// Invites (issue 20, decision 049): my invite code's results over a window, the people I invited, and
// the tenant's leaderboard of verified invites. Every call needs a session; everything is per tenant.
export const inviteEndpoints = {
  getInviteStats: { method: 'GET', path: '/mallapp/invite/stats', auth: 'required' },
  listInvitees: { method: 'GET', path: '/mallapp/invite/invitees', auth: 'required' },
  getInviteRanking: { method: 'GET', path: '/mallapp/invite/ranking', auth: 'required' },
} as const satisfies AreaEndpoints;
