import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './schema';

/** Runs a unit of work in a transaction of its own, or as if it had one. */
export interface Transactions {
  run<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
}

/** The most units one transaction carries: bounds how long a unit waits for the commit of others. */
export const GROUP_COMMIT_MAX = 64;

/** Transactions committed and units they carried, by every GroupCommit of this process (for the benchmarks). */
export const groupCommitStats = { transactions: 0, units: 0, redone: 0 };

/** A unit of the batch refused: the batch's transaction is rolled back and run again, each unit in a savepoint. */
class Redo extends Error {}

/**
 * Thrown by a unit that must begin a transaction of its own (decision 083): it would wait for locks while the
 * batch's transaction holds others that the holders of those may wait for (the stock's slow path, which locks a
 * drop's row and then all its shards, after the batch took a shard). The batch commits the units before it and the
 * unit runs again first in the next batch, where it holds nothing. Thrown by a batch's first unit, it is an error.
 */
export class StartAfresh extends Error {}

/** The transactions of group commits' batches: where a unit may throw `StartAfresh`. */
const batchTransactions = new WeakSet<Kysely<Database>>();
export const inBatch = (trx: Kysely<Database>) => batchTransactions.has(trx);

const SAVEPOINT = CompiledQuery.raw('savepoint curio_unit');
const RELEASE = CompiledQuery.raw('release curio_unit');
const ROLLBACK_TO = CompiledQuery.raw('rollback to curio_unit');

interface Unit {
  work: (trx: Kysely<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  /** Set once the unit ran: its result, or what it threw (its writes then undone). */
  outcome?: { ok: true; value: unknown } | { ok: false; error: unknown };
}

/**
 * Group commit (decision 012; on PostgreSQL too, decision 083): the units that arrive while a batch is busy (or
 * within the same turn of the event loop) share one transaction. They run first without savepoints; when one
 * throws, the transaction is rolled back and the batch runs again with each unit inside a savepoint of its
 * own (decision 076): a unit that throws then has its writes rolled back to its savepoint and the others
 * go on. Units must be database work only (running one twice is running it once); every unit's promise
 * settles only after the COMMIT, so nobody is told "done" about writes that are not durable, and a
 * failed commit fails every unit of the batch. To each unit it is exactly its own transaction: the
 * units run one after another on the same connection and see each other's writes in order.
 *
 * `lanes` batches may run at once, each on a connection of its own (SQLite: 1, its one writer). A batch whose
 * transaction PostgreSQL ended for a transient reason (`isTransient`: a deadlock victim) was rolled back whole
 * and nobody was answered: it runs again, up to `TRANSIENT_ATTEMPTS` times.
 *
 * A unit must do all its work through the `trx` it is given: anything it awaits on the database itself
 * waits for the connection this transaction holds.
 *
 * Why: SQLite has one writer, and a commit (plus BEGIN, the connection hand-over and the WAL frame
 * writes) cost more than a purchase's three statements. On PostgreSQL each statement is a round trip whose
 * system calls cost the server and the database more than the statement's own work, and BEGIN and COMMIT are two
 * of a purchase's five. Sharing them lets a rush pay for one commit per batch instead of one per buyer.
 */
export class GroupCommit implements Transactions {
  private queue: Unit[] = [];
  private scheduled = false;
  private running = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly lanes = 1,
  ) {}

  run<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.lanes) return;
    this.scheduled = true;
    // After this turn's I/O callbacks: every request that arrived with this one joins its batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, GROUP_COMMIT_MAX);
    if (batch.length === 0) return;
    this.running += 1;
    try {
      let done = batch.length;
      for (let attempt = 1; ; attempt++) {
        try {
          done = await this.runBatch(batch);
          break;
        } catch (error) {
          if (attempt >= TRANSIENT_ATTEMPTS || !isTransient(error)) throw error;
        }
      }
      // The units from one that must start afresh go first into the next batch, in their order.
      const rest = batch.splice(done);
      for (const unit of rest) delete unit.outcome;
      this.queue.unshift(...rest);
      groupCommitStats.transactions += 1;
      groupCommitStats.units += batch.length;
      for (const unit of batch) {
        const o = unit.outcome!;
        if (o.ok) unit.resolve(o.value);
        else unit.reject(o.error);
      }
    } catch (error) {
      // Rolled back: no unit's writes are kept, and a unit's own refusal may have rested on the writes of
      // units before it, so every unit reports the failure.
      for (const unit of batch) unit.reject(error);
    } finally {
      this.running -= 1;
      if (this.queue.length > 0) this.schedule();
    }
  }

  /**
   * The batch in one transaction; throws what ended the transaction (its writes then all undone). Returns how many
   * units it committed: all, or those before one that must start afresh.
   */
  private async runBatch(batch: Unit[]): Promise<number> {
    try {
      // Optimistic: the units one after another, no savepoints (two statements less per unit). In a rush
      // nearly every unit succeeds; the first that throws has the whole transaction rolled back, and the
      // batch runs again below, each unit in its savepoint. The units are database work only, so running
      // one again is the same as running it once.
      await this.db.transaction().execute(async (trx) => {
        batchTransactions.add(trx);
        for (const unit of batch) {
          try {
            unit.outcome = { ok: true, value: await unit.work(trx) };
          } catch (error) {
            // A refusal, or a unit that must start afresh (its writes before that need undoing): with savepoints.
            throw isTransient(error) ? error : new Redo();
          }
        }
      });
      return batch.length;
    } catch (error) {
      if (!(error instanceof Redo)) throw error;
      groupCommitStats.redone += 1;
      let done = batch.length;
      await this.db.transaction().execute(async (trx) => {
        batchTransactions.add(trx);
        for (const [i, unit] of batch.entries()) {
          await trx.executeQuery(SAVEPOINT);
          try {
            unit.outcome = { ok: true, value: await unit.work(trx) };
          } catch (error) {
            // A deadlock victim's locks from before its savepoint are still held: the whole batch goes again.
            if (isTransient(error)) throw error;
            unit.outcome = { ok: false, error };
            // If even this fails, the transaction is broken: the whole batch fails below.
            await trx.executeQuery(ROLLBACK_TO);
            if (i > 0 && error instanceof StartAfresh) {
              // What it did is undone; the units before it are committed, it and those after it go next.
              await trx.executeQuery(RELEASE);
              done = i;
              return;
            }
          }
          await trx.executeQuery(RELEASE);
        }
      });
      return done;
    }
  }
}

/**
 * PostgreSQL's answers that end a transaction for a reason that is not the transaction's own: a deadlock
 * victim, a serialization failure, a server out of connections. The transaction was rolled back whole.
 */
const TRANSIENT = new Set(['40P01', '40001', '53300']);
export const isTransient = (err: unknown) => TRANSIENT.has(String((err as { code?: unknown } | null)?.code));

/** Times a unit is run when PostgreSQL ends its transaction for a transient reason (then its error stands). */
export const TRANSIENT_ATTEMPTS = 3;

/**
 * Group commit everywhere (decision 083): on SQLite's one writer one batch at a time; on PostgreSQL up to `lanes`
 * batches at once, each holding a connection of the pool while it runs.
 */
export function transactionsFor(db: Kysely<Database>, dialect: Dialect, lanes = 1): Transactions {
  return new GroupCommit(db, dialect === 'sqlite' ? 1 : Math.max(1, lanes));
}
