import type { Kysely, Selectable } from 'kysely';
import type { Database, DataExportsTable } from '../../db/schema';

export type DataExportRow = Selectable<DataExportsTable>;

/** The only SQL on data_exports (decision 046). Every query carries tenant_id, except the job's sweeps. */
export class DataExportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  latest(tenantId: number, userId: number, limit: number): Promise<DataExportRow[]> {
    return this.db
      .selectFrom('data_exports')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('requested_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  find(tenantId: number, userId: number, id: number): Promise<DataExportRow | undefined> {
    return this.db
      .selectFrom('data_exports')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async add(tenantId: number, userId: number, now: number): Promise<number> {
    const r = await this.db
      .insertInto('data_exports')
      .values({ tenant_id: tenantId, user_id: userId, status: 'preparing', requested_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  /** Requests waiting for the job: never claimed, or claimed by a process that stopped before `staleBefore`. */
  due(
    staleBefore: number,
    limit: number,
  ): Promise<{ id: number; tenant_id: number; user_id: number; claimed_at: number | null }[]> {
    return this.db
      .selectFrom('data_exports')
      .select(['id', 'tenant_id', 'user_id', 'claimed_at'])
      .where('status', '=', 'preparing')
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]))
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Claims a request by a conditional update: exactly one process wins (decision 046). */
  async claim(tenantId: number, id: number, seenClaim: number | null, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('data_exports')
      .set({ claimed_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'preparing')
      .where('claimed_at', seenClaim === null ? 'is' : '=', seenClaim)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Stores the document once (only the claim's holder gets here, and only while still preparing). */
  async ready(trx: Kysely<Database>, tenantId: number, id: number, claimedAt: number, doc: string, now: number, ttl: number) {
    const r = await trx
      .updateTable('data_exports')
      .set({ status: 'ready', document: doc, ready_at: now, expires_at: now + ttl })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'preparing')
      .where('claimed_at', '=', claimedAt)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Expires every ready export whose time has passed and deletes its document. */
  async expire(now: number): Promise<number> {
    const r = await this.db
      .updateTable('data_exports')
      .set({ status: 'expired', document: null })
      .where('status', '=', 'ready')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** A deleted account's exports go with it (decision 046). */
  async removeAll(trx: Kysely<Database>, tenantId: number, userId: number): Promise<void> {
    await trx.deleteFrom('data_exports').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute();
  }
}
