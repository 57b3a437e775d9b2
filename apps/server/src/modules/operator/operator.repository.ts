import type { Kysely, Selectable } from 'kysely';
import type { Database, OperatorsTable, OperatorSessionsTable } from '../../db/schema';

export type OperatorRow = Selectable<OperatorsTable>;
export type OperatorSessionRow = Selectable<OperatorSessionsTable>;

/** The scope of an operator's email: one email per tenant, and one among platform admins. */
export const scopeOf = (tenantId: number | null) => (tenantId === null ? 'platform' : `t${tenantId}`);

/** SQL on `operators` and `operator_sessions`. Every query names the tenant (NULL: the platform's). */
export class OperatorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The operator who may sign in with this email on a host of `tenantId` (its own, then a platform admin). */
  async forSignIn(tenantId: number | null, email: string): Promise<OperatorRow | undefined> {
    const rows = await this.db
      .selectFrom('operators')
      .selectAll()
      .where('email', '=', email)
      .where('scope', 'in', tenantId === null ? ['platform'] : [scopeOf(tenantId), 'platform'])
      .execute();
    return rows.find((r) => r.tenant_id !== null) ?? rows[0];
  }

  byEmail(db: Kysely<Database>, tenantId: number | null, email: string) {
    return db
      .selectFrom('operators')
      .select('id')
      .where('scope', '=', scopeOf(tenantId))
      .where('email', '=', email)
      .executeTakeFirst();
  }

  byId(id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** An operator of a tenant (NULL: a platform admin), for a change. */
  inScope(tenantId: number | null, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('operators').selectAll().where('id', '=', id).where('scope', '=', scopeOf(tenantId)).executeTakeFirst();
  }

  list(tenantId: number | null) {
    return this.db.selectFrom('operators').selectAll().where('scope', '=', scopeOf(tenantId)).orderBy('id').execute();
  }

  async insert(
    db: Kysely<Database>,
    o: { tenantId: number | null; email: string; name: string; passwordHash: string; role: string },
    now: number,
  ): Promise<number> {
    const row = await db
      .insertInto('operators')
      .values({
        tenant_id: o.tenantId,
        scope: scopeOf(o.tenantId),
        email: o.email,
        name: o.name,
        password_hash: o.passwordHash,
        role: o.role,
        totp_sealed: null,
        totp_pending_sealed: null,
        totp_last_step: null,
        failed_since: null,
        locked_until: null,
        last_login_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    db: Kysely<Database>,
    id: number,
    set: Partial<Omit<OperatorRow, 'id' | 'tenant_id' | 'scope' | 'created_at'>>,
  ): Promise<void> {
    await db.updateTable('operators').set(set).where('id', '=', id).execute();
  }

  // ── sessions ──────────────────────────────────────────────────────────────────────────────────────

  async insertSession(
    s: { tokenHash: string; operatorId: number; tenantId: number | null; stage: string; ip: string },
    now: number,
    expiresAt: number,
  ): Promise<number> {
    const row = await this.db
      .insertInto('operator_sessions')
      .values({
        token_hash: s.tokenHash,
        operator_id: s.operatorId,
        tenant_id: s.tenantId,
        stage: s.stage,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        ip: s.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  sessionByHash(tokenHash: string) {
    return this.db.selectFrom('operator_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  async touchSession(id: number, now: number): Promise<void> {
    await this.db.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }

  async updateSession(id: number, set: { token_hash?: string; stage?: string; last_seen_at?: number }): Promise<void> {
    await this.db.updateTable('operator_sessions').set(set).where('id', '=', id).execute();
  }

  async deleteSession(id: number): Promise<void> {
    await this.db.deleteFrom('operator_sessions').where('id', '=', id).execute();
  }

  /** Every session of an operator ends (disabled, role changed, two-factor reset). */
  async deleteSessionsOf(db: Kysely<Database>, operatorId: number): Promise<void> {
    await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
  }
}
