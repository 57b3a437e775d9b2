import {
  INVITE_RANKING_SIZE,
  INVITE_WINDOW_DAYS,
  type InviteWindow,
  type Invitee,
  type InviteeStanding,
  type InviteRankEntry,
  type InviteStats,
} from '@curio/contract';
import type { Clock } from '../../clock';

const DAY_MS = 86_400_000;

/** What the invite module reads of its neighbours (supplied by wiring/invite.ports.ts; decision 049). */
export interface InvitePorts {
  /** Identity: my invite code. */
  inviteCodeOf(tenantId: number, userId: number): Promise<string>;
  /** Identity: my invitees registered / verified at or after `since`, and every invitee's id. */
  inviteesSince(
    tenantId: number,
    inviterId: number,
    since: number,
  ): Promise<{ invited: number; verified: number; ids: number[] }>;
  /** Identity: a page of my invitees, newest first (phones masked). */
  inviteesPage(
    tenantId: number,
    inviterId: number,
    limit: number,
    beforeId?: number,
  ): Promise<{
    items: { userId: number; phoneMasked: string; nickname: string; registeredAt: number; verified: boolean }[];
    nextBefore: number | null;
  }>;
  /** Identity: the leaderboard of verified invitees and my place. */
  ranking(
    tenantId: number,
    inviterId: number,
    size: number,
  ): Promise<{ items: InviteRankEntry[]; mine: { rank: number | null; verifiedCount: number } }>;
  /** Orders: when each of these users first paid an order (absent: never). */
  firstPaidAt(tenantId: number, userIds: readonly number[]): Promise<Map<number, number>>;
}

/** Invites (decision 049): counted from rows on every call, never stored. */
export class InviteService {
  constructor(
    private readonly ports: InvitePorts,
    private readonly clock: Clock,
  ) {}

  /** Over the window ending now: invitees registered, verified, and first paid in it. */
  async stats(tenantId: number, userId: number, window: InviteWindow): Promise<InviteStats> {
    const since = this.clock() - INVITE_WINDOW_DAYS[window] * DAY_MS;
    const [inviteCode, seen] = await Promise.all([
      this.ports.inviteCodeOf(tenantId, userId),
      this.ports.inviteesSince(tenantId, userId, since),
    ]);
    const paid = seen.ids.length ? await this.ports.firstPaidAt(tenantId, seen.ids) : new Map<number, number>();
    let firstPurchase = 0;
    for (const at of paid.values()) if (at >= since) firstPurchase += 1;
    return { inviteCode, window, invited: seen.invited, verified: seen.verified, firstPurchase };
  }

  /** My invitees, newest first, each with the highest standing reached. */
  async invitees(
    tenantId: number,
    userId: number,
    limit: number,
    before?: number,
  ): Promise<{ items: Invitee[]; nextBefore: number | null }> {
    const page = await this.ports.inviteesPage(tenantId, userId, limit, before);
    const paid = page.items.length
      ? await this.ports.firstPaidAt(
          tenantId,
          page.items.map((i) => i.userId),
        )
      : new Map<number, number>();
    return {
      items: page.items.map((i) => {
        const standing: InviteeStanding = paid.has(i.userId) ? 'purchased' : i.verified ? 'verified' : 'registered';
        return { phoneMasked: i.phoneMasked, nickname: i.nickname, registeredAt: i.registeredAt, standing };
      }),
      nextBefore: page.nextBefore,
    };
  }

  /** The top inviters by verified invitees and my rank. */
  ranking(tenantId: number, userId: number) {
    return this.ports.ranking(tenantId, userId, INVITE_RANKING_SIZE);
  }
}
