import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * SQL on `follows` (the social module's only table). Every query carries the tenant. Counts are
 * counted from the rows (an index range each), never kept in a column, so concurrent follows cannot
 * make them drift.
 */
export class FollowRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Follows; a second follow of the same pair (even at the same moment) leaves the one row. */
  async add(tenantId: number, followerId: number, followeeId: number, now: number): Promise<void> {
    await this.db
      .insertInto('follows')
      .values({ tenant_id: tenantId, follower_id: followerId, followee_id: followeeId, created_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'follower_id', 'followee_id']).doNothing())
      .execute();
  }

  async remove(tenantId: number, followerId: number, followeeId: number): Promise<void> {
    await this.db
      .deleteFrom('follows')
      .where('tenant_id', '=', tenantId)
      .where('follower_id', '=', followerId)
      .where('followee_id', '=', followeeId)
      .execute();
  }

  /** How many follow the user (their fans). */
  async followers(tenantId: number, userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('followee_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** How many the user follows. */
  async following(tenantId: number, userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('follower_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Which of `followeeIds` the follower follows. */
  async followedAmong(tenantId: number, followerId: number, followeeIds: readonly number[]): Promise<Set<number>> {
    if (followeeIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('follows')
      .select('followee_id')
      .where('tenant_id', '=', tenantId)
      .where('follower_id', '=', followerId)
      .where('followee_id', 'in', [...followeeIds])
      .execute();
    return new Set(rows.map((r) => r.followee_id));
  }

  /** Which of `followerIds` follow the user. */
  async followersAmong(tenantId: number, followeeId: number, followerIds: readonly number[]): Promise<Set<number>> {
    if (followerIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('follows')
      .select('follower_id')
      .where('tenant_id', '=', tenantId)
      .where('followee_id', '=', followeeId)
      .where('follower_id', 'in', [...followerIds])
      .execute();
    return new Set(rows.map((r) => r.follower_id));
  }

  /** The user's fans (who follow them), newest first; keyset on the row id. */
  fans(tenantId: number, userId: number, limit: number, beforeId?: number) {
    let q = this.db
      .selectFrom('follows')
      .select(['id', 'follower_id as other_id', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('followee_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  /** Whom the user follows, newest first; keyset on the row id. */
  followed(tenantId: number, userId: number, limit: number, beforeId?: number) {
    let q = this.db
      .selectFrom('follows')
      .select(['id', 'followee_id as other_id', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('follower_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }
}
