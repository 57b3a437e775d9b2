import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/database';
import type { ChainJobsTable, Database } from '../../db/schema';

export type ChainJobRow = Selectable<ChainJobsTable>;
export type ChainJobKind = ChainJobsTable['kind'];

export interface NewChainJob {
  tenant_id: number;
  chain_id: number;
  kind: ChainJobKind;
  dedupe_key: string;
  token_id: string;
  from_address: string | null;
  to_address: string | null;
  uri: string | null;
}

export interface Landed {
  txHash: string;
  blockNumber: number;
  timestamp: number;
}

/**
 * Told, inside the transaction that records a job as confirmed, that the chain did the move (decision
 * 025): the platform side of the move commits with the confirmation or not at all (a failing hook
 * leaves the job pending, and the worker's next attempt finds the move on chain and runs it again).
 * Runs once per job; a hook must still be safe to run twice.
 */
export type ConfirmationHook = (trx: Kysely<Database>, job: ChainJobRow, now: number) => Promise<void>;

/** What the operator asks for: jobs still open that have failed at least once, all open jobs, or all. */
export type JobFilter = 'failing' | 'pending' | 'all';

/** SQL on `chain_jobs` and `chain_contracts`. Writes that belong to a caller's transaction take it as `db`. */
export class ChainJobRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Adds the job unless one with the same dedupe key exists; answers the job's id either way. */
  async enqueue(db: Kysely<Database>, job: NewChainJob, now: number): Promise<number> {
    const inserted = await db
      .insertInto('chain_jobs')
      .values({ ...job, status: 'pending', attempts: 0, next_attempt_at: now, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'dedupe_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    const existing = await db
      .selectFrom('chain_jobs')
      .select('id')
      .where('tenant_id', '=', job.tenant_id)
      .where('dedupe_key', '=', job.dedupe_key)
      .executeTakeFirstOrThrow();
    return existing.id;
  }

  contract(tenantId: number, chainId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('chain_contracts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('chain_id', '=', chainId)
      .executeTakeFirst();
  }

  /**
   * Claims up to `limit` due jobs for `worker` until `leaseUntil`, counting the attempt. A job is due
   * when it is pending, its retry time has come, nobody holds a live lease on it, its tenant's contract
   * exists (deploys excepted), and no earlier move of the same token is still open — a token's moves
   * go to the chain in the order they were written. On PostgreSQL, rows another process is claiming
   * are skipped (`FOR UPDATE SKIP LOCKED`); SQLite has one writer at a time.
   */
  async claim(worker: string, chainId: number, now: number, leaseUntil: number, limit: number): Promise<ChainJobRow[]> {
    const lock = this.dialect === 'postgres' ? sql`for update of j skip locked` : sql``;
    const result = await sql<ChainJobRow>`
      update chain_jobs
      set locked_by = ${worker}, locked_until = ${leaseUntil}, attempts = attempts + 1, updated_at = ${now}
      where id in (
        select j.id from chain_jobs j
        where j.status = 'pending'
          and j.chain_id = ${chainId}
          and j.next_attempt_at <= ${now}
          -- a lease that ran out, or one this worker's name held: its previous process died holding it (WORKER_ID)
          and (j.locked_until is null or j.locked_until < ${now} or j.locked_by = ${worker})
          and (j.kind = 'deploy' or exists (
            select 1 from chain_contracts c where c.tenant_id = j.tenant_id and c.chain_id = j.chain_id))
          and not exists (
            select 1 from chain_jobs e
            where e.tenant_id = j.tenant_id and e.token_id = j.token_id and e.id < j.id and e.status = 'pending')
        order by j.id
        limit ${limit}
        ${lock}
      )
      returning *`.execute(this.db);
    return [...result.rows].sort((a, b) => a.id - b.id);
  }

  /**
   * Records where the job landed. Only the lease holder writes: a worker whose lease ran out and was
   * taken over changes nothing (the new holder records the same transaction, found on the chain).
   * A deploy also records the tenant's contract, in the same transaction.
   */
  async confirm(
    job: ChainJobRow,
    worker: string,
    landed: Landed,
    now: number,
    contractAddress?: string,
    onConfirmed?: ConfirmationHook,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('chain_jobs')
        .set({
          status: 'confirmed',
          tx_hash: landed.txHash,
          block_number: landed.blockNumber,
          confirmed_at: landed.timestamp,
          last_error: null,
          locked_by: null,
          locked_until: null,
          updated_at: now,
        })
        .where('id', '=', job.id)
        .where('status', '=', 'pending')
        .where('locked_by', '=', worker)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      if (contractAddress) {
        await trx
          .insertInto('chain_contracts')
          .values({
            tenant_id: job.tenant_id,
            chain_id: job.chain_id,
            address: contractAddress,
            deploy_tx_hash: landed.txHash,
            block_number: landed.blockNumber,
            deployed_at: landed.timestamp,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'chain_id']).doNothing())
          .execute();
      }
      if (onConfirmed) {
        await onConfirmed(trx, { ...job, status: 'confirmed', tx_hash: landed.txHash, block_number: landed.blockNumber }, now);
      }
      return true;
    });
  }

  /** Gives the job back for a later attempt, keeping why it failed. */
  async fail(job: ChainJobRow, worker: string, error: string, nextAttemptAt: number, now: number): Promise<void> {
    await this.db
      .updateTable('chain_jobs')
      .set({
        last_error: error.slice(0, 1000),
        next_attempt_at: nextAttemptAt,
        locked_by: null,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('status', '=', 'pending')
      .where('locked_by', '=', worker)
      .execute();
  }

  /** The earliest retry time among open jobs (the worker's next wake-up), or null when none is open. */
  async nextDue(chainId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('chain_jobs')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where('status', '=', 'pending')
      .where('chain_id', '=', chainId)
      .executeTakeFirst();
    return row?.at == null ? null : Number(row.at);
  }

  /** A token's jobs in order. */
  tokenJobs(tenantId: number, chainId: number, tokenId: string) {
    return this.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('chain_id', '=', chainId)
      .where('token_id', '=', tokenId)
      .orderBy('id')
      .execute();
  }

  /** Jobs of the tenant by id (the lists of moves show each move's chain status). */
  jobsByIds(tenantId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('chain_jobs')
      .select(['id', 'status', 'tx_hash'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Of these tokens, the ones whose mint is confirmed. */
  async confirmedMints(tenantId: number, chainId: number, tokenIds: string[]): Promise<Set<string>> {
    if (tokenIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('chain_jobs')
      .select('token_id')
      .where('tenant_id', '=', tenantId)
      .where('chain_id', '=', chainId)
      .where('kind', '=', 'mint')
      .where('status', '=', 'confirmed')
      .where('token_id', 'in', tokenIds)
      .execute();
    return new Set(rows.map((r) => r.token_id));
  }

  /** The operator's view of a tenant's jobs, newest first, keyset by id. */
  list(tenantId: number, chainId: number, filter: JobFilter, limit: number, beforeId?: number) {
    let q = this.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('chain_id', '=', chainId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (filter !== 'all') q = q.where('status', '=', 'pending');
    if (filter === 'failing') q = q.where('attempts', '>', 0).where('last_error', 'is not', null);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.execute();
  }

  /** Counts of a tenant's jobs by state, for the operator. */
  async counts(tenantId: number, chainId: number) {
    const rows = await this.db
      .selectFrom('chain_jobs')
      .select((eb) => [
        'status',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('last_error', 'is not', null).then(1).else(0).end()).as('failing'),
      ])
      .where('tenant_id', '=', tenantId)
      .where('chain_id', '=', chainId)
      .groupBy('status')
      .execute();
    const pending = rows.find((r) => r.status === 'pending');
    const confirmed = rows.find((r) => r.status === 'confirmed');
    return {
      pending: Number(pending?.n ?? 0),
      failing: Number(pending?.failing ?? 0),
      confirmed: Number(confirmed?.n ?? 0),
    };
  }

  /** The operator's "try again now": an open job becomes due at once. */
  async retryNow(tenantId: number, id: number, now: number, db: Kysely<Database> = this.db): Promise<boolean> {
    const r = await db
      .updateTable('chain_jobs')
      .set({ next_attempt_at: now, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** One job of a tenant (the console's audit of a retry: the job before it). */
  byId(tenantId: number, id: number, db: Kysely<Database> = this.db) {
    return db.selectFrom('chain_jobs').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  }
}
