import type { Kysely } from 'kysely';
import { Prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Every signed-in request reads its session: prepared once (db/prepared.ts). One row per chain account
   * of the user (one row when there is none).
   */
  private readonly byToken = new Prepared(2, (db, tenantId: number, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      // The buyer's standing (real name, chain accounts: ChainAccountService.requireOpened) rides on the
      // session read too (decision 076): a purchase by a user whose session was not cached reads once, not twice.
      .leftJoin('chain_accounts', (j) =>
        j.onRef('chain_accounts.user_id', '=', 'users.id').onRef('chain_accounts.tenant_id', '=', 'users.tenant_id'),
      )
      .select([
        'sessions.user_id',
        'sessions.expires_at',
        'sessions.renewed_at',
        'sessions.revoked_at',
        // The suspension (decision 067) rides on the join the session read makes anyway.
        'users.suspended_at',
        'users.suspended_reason',
        'users.real_name_at',
        'chain_accounts.chain_channel_no',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.tenant_id', '=', tenantId)
      .where('users.tenant_id', '=', tenantId),
  );

  /** The session, its user's suspension, and the chain channels the user has an account on if real-name verified. */
  async find(tenantId: number, tokenHash: string) {
    const rows = await this.byToken.rows(this.db, tenantId, tokenHash);
    const first = rows[0];
    if (!first) return undefined;
    const { chain_channel_no: _channel, real_name_at, ...session } = first;
    const channels =
      real_name_at === null ? [] : rows.map((r) => r.chain_channel_no).filter((c): c is string => c !== null && c !== undefined);
    return { ...session, channels };
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
