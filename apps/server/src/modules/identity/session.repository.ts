import type { Kysely } from 'kysely';
import { Prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every signed-in request reads its session: prepared once (db/prepared.ts). */
  private readonly byToken = new Prepared(2, (db, tenantId: number, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.user_id',
        'sessions.expires_at',
        'sessions.renewed_at',
        'sessions.revoked_at',
        // The suspension (decision 067) rides on the join the session read makes anyway.
        'users.suspended_at',
        'users.suspended_reason',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.tenant_id', '=', tenantId)
      .where('users.tenant_id', '=', tenantId),
  );

  find(tenantId: number, tokenHash: string) {
    return this.byToken.first(this.db, tenantId, tokenHash);
  }

  async insert(row: { token_hash: string; tenant_id: number; user_id: number; now: number; expires_at: number }) {
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: row.token_hash,
        tenant_id: row.tenant_id,
        user_id: row.user_id,
        created_at: row.now,
        renewed_at: row.now,
        expires_at: row.expires_at,
        revoked_at: null,
      })
      .execute();
  }

  async renew(tenantId: number, tokenHash: string, now: number, expiresAt: number) {
    await this.db
      .updateTable('sessions')
      .set({ renewed_at: now, expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .where('tenant_id', '=', tenantId)
      .execute();
  }

  async revoke(tenantId: number, tokenHash: string, now: number) {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('tenant_id', '=', tenantId)
      .execute();
  }

  /** Revokes every live session of the user, but the one whose hash is `keep`. */
  async revokeAll(tenantId: number, userId: number, now: number, keep?: string) {
    let q = this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep !== undefined) q = q.where('token_hash', '<>', keep);
    await q.execute();
  }
}
