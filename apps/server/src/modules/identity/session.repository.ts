import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { TickBatch } from '../../db/tick-batch';
import { Prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

type SessionJoinRow = {
  user_id: number;
  expires_at: number;
  renewed_at: number;
  revoked_at: number | null;
  suspended_at: number | null;
  suspended_reason: string | null;
  real_name_at: number | null;
  chain_channel_no: string | null;
};

export class SessionRepository {
  /**
   * PostgreSQL: the sessions read together go in one statement (decision 083), by arrays of tenants and token
   * hashes (one prepared shape whatever the batch's size); each call then keeps its own rows. SQLite reads in
   * the process, where a batch would only add a turn of the event loop.
   */
  private readonly batch: TickBatch<{ tenantId: number; tokenHash: string }, SessionJoinRow[]> | null;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: Dialect,
  ) {
    this.batch =
      dialect === 'postgres'
        ? new TickBatch<{ tenantId: number; tokenHash: string }, SessionJoinRow[]>(async (calls) => {
            const rows = await this.byTokens.rows(
              this.db,
              calls.map((c) => c.tenantId) as unknown as number,
              calls.map((c) => c.tokenHash) as unknown as string,
            );
            return calls.map((c) => rows.filter((r) => r.token_hash === c.tokenHash && Number(r.tenant_id) === c.tenantId));
          })
        : null;
  }

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

  /**
   * `byToken` for many (PostgreSQL): sessions whose tenant and token hash are in two arrays (the caller keeps the
   * pairs it asked for).
   */
  private readonly byTokens = new Prepared(2, (db, tenantIds: number, tokenHashes: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('chain_accounts', (j) =>
        j.onRef('chain_accounts.user_id', '=', 'users.id').onRef('chain_accounts.tenant_id', '=', 'users.tenant_id'),
      )
      .select([
        'sessions.tenant_id',
        'sessions.token_hash',
        'sessions.user_id',
        'sessions.expires_at',
        'sessions.renewed_at',
        'sessions.revoked_at',
        'users.suspended_at',
        'users.suspended_reason',
        'users.real_name_at',
        'chain_accounts.chain_channel_no',
      ])
      .where(sql<boolean>`sessions.token_hash = any(${tokenHashes}::text[])`)
      .where(sql<boolean>`sessions.tenant_id = any(${tenantIds}::bigint[])`)
      .whereRef('users.tenant_id', '=', 'sessions.tenant_id'),
  );

  /** The session, its user's suspension, and the chain channels the user has an account on if real-name verified. */
  async find(tenantId: number, tokenHash: string) {
    const rows: SessionJoinRow[] = this.batch
      ? await this.batch.call({ tenantId, tokenHash })
      : await this.byToken.rows(this.db, tenantId, tokenHash);
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
