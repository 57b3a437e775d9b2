import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * SQL on `users` for an operator's suspension (decision 067). Each change is one conditional UPDATE, so two
 * operators suspending (or lifting) at once end in one outcome. Writes take the caller's transaction.
 */
export class UserStandingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async of(tenantId: number, userId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('users')
      .select(['id', 'suspended_at', 'suspended_reason', 'deleted_at'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  async suspend(trx: Kysely<Database>, tenantId: number, userId: number, reason: string, now: number): Promise<boolean> {
    const r = await trx
      .updateTable('users')
      .set({ suspended_at: now, suspended_reason: reason, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .where('suspended_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async lift(trx: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<boolean> {
    const r = await trx
      .updateTable('users')
      .set({ suspended_at: null, suspended_reason: null, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .where('suspended_at', 'is not', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Users of the tenant whose phone is these digits (with or without the area code). At most 20. */
  async idsByPhone(tenantId: number, digits: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          eb('phone', '=', digits),
          eb(sql<string>`area_code || phone`, '=', digits),
          eb(sql<string>`area_code || phone`, '=', `+${digits}`),
        ]),
      )
      .limit(20)
      .execute();
    return rows.map((r) => r.id);
  }
}
