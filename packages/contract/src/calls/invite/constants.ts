// Invites' values without zod (the web app's first load may import them; decision 049).

/** The statistics windows (spec: 7 days, 1 month, 3 months). */
export const INVITE_WINDOWS = ['7d', '1m', '3m'] as const;
export type InviteWindow = (typeof INVITE_WINDOWS)[number];

/** How long each window is, in days, ending now: a month is 30 days, three months 90 (decision 049). */
export const INVITE_WINDOW_DAYS: Record<InviteWindow, number> = { '7d': 7, '1m': 30, '3m': 90 };

/** Where an invitee stands: registered, real-name verified, or with a paid order (the highest reached). */
export const INVITEE_STANDINGS = ['registered', 'verified', 'purchased'] as const;
export type InviteeStanding = (typeof INVITEE_STANDINGS)[number];

/** How many inviters the leaderboard shows. */
export const INVITE_RANKING_SIZE = 50;
