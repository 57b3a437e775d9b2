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
}
