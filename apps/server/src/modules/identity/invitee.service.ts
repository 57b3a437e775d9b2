import { maskPhone } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InviteeRepository } from './invitee.repository';

/**
 * What identity knows about invitations (decision 049): the invitees of an inviter (users whose
 * `inviter_id` is theirs), their registration and real-name verification, and the leaderboard of
 * verified invitees. Phones leave this service masked 3+4.
 */
export class InviteeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: InviteeRepository,
  ) {}

  /** Invitees registered, and verified, at or after `since`; with every invitee's id. */
  async since(tenantId: number, inviterId: number, since: number) {
    const [counts, ids] = await Promise.all([
      this.repo.counts(this.db, tenantId, inviterId, since),
      this.repo.ids(this.db, tenantId, inviterId),
    ]);
    return { ...counts, ids };
  }

  /** A page of my invitees, newest first; `nextBefore` is null on the last page. */
  async page(tenantId: number, inviterId: number, limit: number, beforeId?: number) {
    const rows = await this.repo.page(this.db, tenantId, inviterId, limit + 1, beforeId);
    const items = rows.slice(0, limit).map((r) => ({
      userId: r.id,
      phoneMasked: maskPhone(r.phone),
      nickname: r.nickname,
      registeredAt: Number(r.created_at),
      verified: r.real_name_at !== null,
    }));
    return { items, nextBefore: rows.length > limit ? items[items.length - 1]!.userId : null };
  }

  /** The top inviters by verified invitees, and my place. */
  async ranking(tenantId: number, inviterId: number, size: number) {
    const [top, mine] = await Promise.all([
      this.repo.top(this.db, tenantId, size),
      this.repo.rankOf(this.db, tenantId, inviterId),
    ]);
    return {
      items: top.map((s, i) => ({
        rank: i + 1,
        inviterId: s.inviterId,
        nickname: s.nickname,
        phoneMasked: maskPhone(s.phone),
        verifiedCount: s.verifiedCount,
      })),
      mine,
    };
  }
}
