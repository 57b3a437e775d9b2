import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL on `did_bindings`: which partner identity belongs to which user, per tenant. */
export class DidBindingRepository {
  bySubject(db: Kysely<Database>, tenantId: number, channel: string, subject: string) {
    return db
      .selectFrom('did_bindings')
      .select(['user_id', 'subject', 'channel', 'bound_at'])
      .where('tenant_id', '=', tenantId)
      .where('channel', '=', channel)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  /** The user's binding on `channel`, or their first binding when no channel is given. */
  byUser(db: Kysely<Database>, tenantId: number, userId: number, channel?: string) {
    let q = db
      .selectFrom('did_bindings')
      .select(['user_id', 'subject', 'channel', 'bound_at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId);
    if (channel !== undefined) q = q.where('channel', '=', channel);
    return q.orderBy('id').limit(1).executeTakeFirst();
  }

  async insert(
    db: Kysely<Database>,
    row: { tenant_id: number; user_id: number; channel: string; subject: string; bound_at: number },
  ): Promise<void> {
    await db.insertInto('did_bindings').values(row).execute();
  }
}
