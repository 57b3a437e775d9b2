import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One inviter's standing on the leaderboard: verified invitees, and when the last of them was verified. */
export interface InviterScore {
  inviterId: number;
  nickname: string;
  phone: string;
  verifiedCount: number;
  reachedAt: number;
}

/**
 * SQL on `users` read as invitations (decision 049): a user's inviter is `inviter_id`, set once at
 * registration. Counts are counted from the rows (one row per user: nobody is counted twice); every
 * query is filtered by tenant.
 */
export class InviteeRepository {
  /** How many of my invitees registered, and how many were real-name verified, at or after `since`. */
  async counts(db: Kysely<Database>, tenantId: number, inviterId: number, since: number) {
    const r = await db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.sum<number | string | null>(sql`case when created_at >= ${since} then 1 else 0 end`).as('invited'),
        eb.fn.sum<number | string | null>(sql`case when real_name_at >= ${since} then 1 else 0 end`).as('verified'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('inviter_id', '=', inviterId)
      .executeTakeFirst();
    return { invited: Number(r?.invited ?? 0), verified: Number(r?.verified ?? 0) };
  }

  /** Every invitee's id (the order module then says who has paid, and since when). */
  async ids(db: Kysely<Database>, tenantId: number, inviterId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('inviter_id', '=', inviterId)
      .execute();
    return rows.map((r) => r.id);
  }

  /** A page of my invitees, newest first (keyset on id). */
  page(db: Kysely<Database>, tenantId: number, inviterId: number, limit: number, beforeId?: number) {
    let q = db
      .selectFrom('users')
      .select(['id', 'phone', 'nickname', 'created_at', 'real_name_at'])
      .where('tenant_id', '=', tenantId)
      .where('inviter_id', '=', inviterId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  /** Verified invitees per inviter (only inviters with at least one). */
  private scores(db: Kysely<Database>, tenantId: number) {
    return db
      .selectFrom('users')
      .select((eb) => ['inviter_id', eb.fn.countAll<number | string>().as('n'), eb.fn.max('real_name_at').as('reached')])
      .where('tenant_id', '=', tenantId)
      .where('inviter_id', 'is not', null)
      .where('real_name_at', 'is not', null)
      .groupBy('inviter_id');
  }

  /**
   * The leaderboard: most verified invitees first; a tie goes to whoever reached the count first (the
   * earlier verification of their last counted invitee), then to the older account (smaller id).
   */
  async top(db: Kysely<Database>, tenantId: number, limit: number): Promise<InviterScore[]> {
    const rows = await db
      .selectFrom(this.scores(db, tenantId).as('g'))
      .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'g.inviter_id').on('u.tenant_id', '=', tenantId))
      .select(['g.inviter_id', 'g.n', 'g.reached', 'u.nickname', 'u.phone'])
      .orderBy('g.n', 'desc')
      .orderBy('g.reached', 'asc')
      .orderBy('g.inviter_id', 'asc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      inviterId: Number(r.inviter_id),
      nickname: r.nickname,
      phone: r.phone,
      verifiedCount: Number(r.n),
      reachedAt: Number(r.reached),
    }));
  }

  /** My place on the leaderboard (null rank with no verified invitee), by the same order as `top`. */
  async rankOf(
    db: Kysely<Database>,
    tenantId: number,
    inviterId: number,
  ): Promise<{ rank: number | null; verifiedCount: number }> {
    const mine = await db
      .selectFrom(this.scores(db, tenantId).as('g'))
      .select(['g.n', 'g.reached'])
      .where('g.inviter_id', '=', inviterId)
      .executeTakeFirst();
    if (!mine) return { rank: null, verifiedCount: 0 };
    const n = Number(mine.n);
    const reached = Number(mine.reached);
    const ahead = await db
      .selectFrom(this.scores(db, tenantId).as('g'))
      .select((eb) => eb.fn.countAll<number | string>().as('c'))
      .where((eb) =>
        eb.or([
          eb('g.n', '>', n),
          eb.and([eb('g.n', '=', n), eb('g.reached', '<', reached)]),
          eb.and([eb('g.n', '=', n), eb('g.reached', '=', reached), eb('g.inviter_id', '<', inviterId)]),
        ]),
      )
      .executeTakeFirst();
    return { rank: Number(ahead?.c ?? 0) + 1, verifiedCount: n };
  }
}
