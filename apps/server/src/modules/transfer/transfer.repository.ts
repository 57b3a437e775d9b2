import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CirculationRecordsTable, Database, SendRecordsTable } from '../../db/schema';

export type CirculationRow = Selectable<CirculationRecordsTable>;
export type SendRow = Selectable<SendRecordsTable>;

/**
 * SQL on ownership moves: circulation records (one per side of a move) and claims (send records).
 * Writes take the caller's transaction first.
 */
export class TransferRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async addCirculation(db: Kysely<Database>, rows: Insertable<CirculationRecordsTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insertInto('circulation_records').values(rows).execute();
  }

  async addSend(db: Kysely<Database>, row: Insertable<SendRecordsTable>): Promise<void> {
    await db.insertInto('send_records').values(row).execute();
  }

  /**
   * Every move of one item that reached someone (its 'in' records) and its end (an 'out' record to no one: a
   * burn, decision 062), oldest first: the provenance timeline.
   */
  movesOf(tenantId: number, cardNftId: number): Promise<CirculationRow[]> {
    return this.db
      .selectFrom('circulation_records')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('card_nft_id', '=', cardNftId)
      .where((eb) => eb.or([eb('direction', '=', 'in'), eb('counterparty_user_id', 'is', null)]))
      .orderBy('id')
      .execute();
  }

  /** How many moves of the item were recorded (numbers the next one). */
  async moveCount(db: Kysely<Database>, tenantId: number, cardNftId: number): Promise<number> {
    const r = await db
      .selectFrom('circulation_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('card_nft_id', '=', cardNftId)
      .where('direction', '=', 'in')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async unreadCount(tenantId: number, userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('send_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('recipient_user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** A page of the user's claims, newest first, and how many there are; kind null for all. */
  async sendPage(tenantId: number, userId: number, kind: SendRow['kind'] | null, offset: number, limit: number) {
    let q = this.db.selectFrom('send_records').where('tenant_id', '=', tenantId).where('recipient_user_id', '=', userId);
    if (kind !== null) q = q.where('kind', '=', kind);
    const rows = await q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(total.n) };
  }

  /** Marks the user's claims `ids` read (those still unread); other claims keep their state. */
  async markRead(tenantId: number, userId: number, ids: readonly number[], now: number): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('send_records')
      .set({ read_at: now })
      .where('tenant_id', '=', tenantId)
      .where('recipient_user_id', '=', userId)
      .where('id', 'in', ids)
      .where('read_at', 'is', null)
      .execute();
  }

  /** The user's circulation records, newest first, keyset on id; `sentOnly` keeps the gifts they gave. */
  circulation(
    tenantId: number,
    userId: number,
    q: { limit: number; beforeId?: number; direction: 'all' | 'in' | 'out'; sentOnly?: boolean },
  ) {
    let query = this.db
      .selectFrom('circulation_records')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(q.limit);
    if (q.direction !== 'all') query = query.where('direction', '=', q.direction);
    if (q.sentOnly) query = query.where('direction', '=', 'out').where('business_type', '=', 6);
    if (q.beforeId !== undefined) query = query.where('id', '<', q.beforeId);
    return query.execute();
  }
}
