import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL on `did_bindings`: which partner identity belongs to which user, per tenant. */
export class DidBindingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  bySubject(tenantId: number, channel: string, subject: string) {
    return this.db
      .selectFrom('did_bindings')
      .select(['user_id', 'subject', 'channel', 'bound_at'])
      .where('tenant_id', '=', tenantId)
      .where('channel', '=', channel)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  /** The user's binding on `channel`, or their first binding when no channel is given. */
  byUser(tenantId: number, userId: number, channel?: string) {
    let q = this.db
      .selectFrom('did_bindings')
      .select(['user_id', 'subject', 'channel', 'bound_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId);
    if (channel !== undefined) q = q.where('channel', '=', channel);
    return q.orderBy('id').limit(1).executeTakeFirst();
  }

  async insert(row: { tenant_id: number; user_id: number; channel: string; subject: string; bound_at: number }): Promise<void> {
    await this.db.insertInto('did_bindings').values(row).execute();
  }
}
