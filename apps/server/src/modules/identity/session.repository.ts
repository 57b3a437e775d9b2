import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import { TickBatch } from '../../db/tick-batch';
import { Prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

/**
 * A session with its user's suspension and standing: one row per chain account of the user (one row when there is
 * none). The buyer's standing (real name, chain accounts: ChainAccountService.requireOpened) rides on the session
 * read too (decision 076): a purchase by a user whose session was not cached reads once, not twice; the suspension
 * (decision 067) rides on the join the read makes anyway.
 */
const sessionJoin = (db: Kysely<Database>) =>
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
    .whereRef('users.tenant_id', '=', 'sessions.tenant_id');

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionJoin>['execute']>>[number];
type Ask = { tenantId: number; tokenHash: string };
const pairKey = (tenantId: number, tokenHash: string) => `${tenantId}:${tokenHash}`;

export class SessionRepository {
  /**
   * PostgreSQL: the sessions read together go in one statement (decision 083), by arrays of tenants and token
   * hashes (one prepared shape whatever the batch's size); each call then keeps its own rows. SQLite reads in
   * the process, where a batch would only add a turn of the event loop.
   */
  private readonly batch: TickBatch<Ask, SessionRow[]> | null;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: Dialect,
  ) {
    this.batch =
      dialect === 'postgres'
        ? new TickBatch<Ask, SessionRow[]>(async (asks) => {
            const rows = await this.byTokens.rows(
              this.db,
              asks.map((a) => a.tenantId),
              asks.map((a) => a.tokenHash),
            );
            const byPair = new Map<string, SessionRow[]>();
            for (const r of rows) {
              const k = pairKey(Number(r.tenant_id), r.token_hash);
              const found = byPair.get(k);
              if (found) found.push(r);
              else byPair.set(k, [r]);
            }
            return asks.map((a) => byPair.get(pairKey(a.tenantId, a.tokenHash)) ?? []);
          })
        : null;
  }

  /** Every signed-in request reads its session: prepared once (db/prepared.ts). */
  private readonly byToken = new Prepared(2, (db, tenantId: number, tokenHash: string) =>
    sessionJoin(db).where('sessions.token_hash', '=', tokenHash).where('sessions.tenant_id', '=', tenantId),
  );

  /**
   * `byToken` for many (PostgreSQL): sessions whose tenant and token hash are in two arrays (the caller keeps the
   * pairs it asked for).
   */
  private readonly byTokens = new Prepared(2, (db, tenantIds: number[], tokenHashes: string[]) =>
    sessionJoin(db)
      .where(sql<boolean>`sessions.token_hash = any(${tokenHashes}::text[])`)
      .where(sql<boolean>`sessions.tenant_id = any(${tenantIds}::bigint[])`),
  );

  /** The session, its user's suspension, and the chain channels the user has an account on if real-name verified. */
  async find(tenantId: number, tokenHash: string) {
    const rows = this.batch
      ? await this.batch.call({ tenantId, tokenHash })
      : await this.byToken.rows(this.db, tenantId, tokenHash);
    const first = rows[0];
    if (!first) return undefined;
    const { chain_channel_no: _channel, real_name_at, tenant_id: _tenant, token_hash: _hash, ...session } = first;
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
