import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL on `real_name_attempts`: attempts per user per tenant day. */
export class RealNameAttemptRepository {
  async count(db: Kysely<Database>, tenantId: number, userId: number, day: string): Promise<number> {
    const row = await db
      .selectFrom('real_name_attempts')
      .select('attempts')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.attempts ?? 0;
  }

  /** Takes one attempt when fewer than `max` were taken that day (atomic); false when none is left. */
  async take(db: Kysely<Database>, tenantId: number, userId: number, day: string, max: number): Promise<boolean> {
    const row = await db
      .insertInto('real_name_attempts')
      .values({ tenant_id: tenantId, user_id: userId, day, attempts: 1 })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'user_id', 'day'])
          .doUpdateSet((eb) => ({ attempts: eb('real_name_attempts.attempts', '+', 1) }))
          .where('real_name_attempts.attempts', '<', max),
      )
      .returning('attempts')
      .executeTakeFirst();
    return row !== undefined;
  }
}
