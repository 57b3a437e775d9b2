import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, InboxEventsTable } from '../../db/schema';

export type InboxEventRow = Selectable<InboxEventsTable>;

/** The only SQL on inbox_events. Every query names the tenant and the user; writes take the caller's transaction. */
export class InboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(trx: Kysely<Database>, row: Insertable<InboxEventsTable>): Promise<number> {
    const r = await trx.insertInto('inbox_events').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  /** Many users' events in the caller's transaction, a few hundred rows per statement. */
  async addMany(trx: Kysely<Database>, rows: Insertable<InboxEventsTable>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200)
      await trx
        .insertInto('inbox_events')
        .values(rows.slice(i, i + 200))
        .execute();
  }

  /** One user's events, newest first, keyset on id. */
  page(tenantId: number, userId: number, limit: number, beforeId?: number): Promise<InboxEventRow[]> {
    let q = this.db
      .selectFrom('inbox_events')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  async unread(tenantId: number, userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('inbox_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Marks one of the user's events read (once: a read event keeps its first time); false if not theirs. */
  async markOne(tenantId: number, userId: number, id: number, at: number): Promise<boolean> {
    const found = await this.db
      .selectFrom('inbox_events')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) return false;
    await this.db
      .updateTable('inbox_events')
      .set({ read_at: at })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
    return true;
  }

  async markAll(tenantId: number, userId: number, at: number): Promise<void> {
    await this.db
      .updateTable('inbox_events')
      .set({ read_at: at })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }
}
