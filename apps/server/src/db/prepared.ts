import { createQueryId, type Compilable, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';

/** A parameter's value: PostgreSQL's arrays (`= any(${ids}::bigint[])`) as well. */
type Arg = string | number | null | readonly string[] | readonly number[];

/**
 * A query written with kysely's builder once and compiled once; each run sends the same SQL with new
 * parameters. For the statements every request or every purchase sends (decision 012): building and
 * compiling a query costs as much CPU as SQLite spends running it, and on a busy server, where hundreds
 * of query shapes go through the same builder code, more.
 *
 * `build` receives a marker for each argument (a string no caller could send) and must pass each one
 * to kysely as a value (`where`, `values`, `set`, `${}` in `sql`), not as an identifier or a literal;
 * the compiled parameters are then mapped back to the arguments. The first run compiles for the
 * dialect of the database it is given: one instance serves one database (a repository's).
 */
export class Prepared<A extends Arg[], O> {
  private compiled: CompiledQuery<O> | null = null;
  /** For each compiled parameter, the argument it stands for (-1: a value fixed in `build`). */
  private slots: number[] = [];

  constructor(
    private readonly arity: A['length'],
    private readonly build: (db: Kysely<Database>, ...args: A) => Compilable<O>,
  ) {}

  private compile(db: Kysely<Database>): CompiledQuery<O> {
    const marks = Array.from({ length: this.arity }, (_, i) => `\u0000curio-arg-${i}\u0000`);
    const compiled = this.build(db, ...(marks as unknown as A)).compile();
    this.slots = compiled.parameters.map((p) => (typeof p === 'string' ? marks.indexOf(p) : -1));
    for (let i = 0; i < this.arity; i++) {
      if (!this.slots.includes(i)) throw new Error(`Prepared: argument ${i} is not a parameter of ${compiled.sql}`);
    }
    for (const p of compiled.parameters) {
      if (typeof p === 'string' && p.includes('\u0000curio-arg-') && !marks.includes(p)) {
        throw new Error(`Prepared: an argument was changed before it became a parameter of ${compiled.sql}`);
      }
    }
    this.compiled = compiled;
    return compiled;
  }

  /** Runs the query on `db` (the database or a transaction of it) with these arguments. */
  run(db: Kysely<Database>, ...args: A): Promise<QueryResult<O>> {
    const compiled = this.compiled ?? this.compile(db);
    const fixed = compiled.parameters;
    const parameters = this.slots.map((slot, i) => (slot >= 0 ? args[slot] : fixed[i]));
    return db.executeQuery<O>({ query: compiled.query, sql: compiled.sql, parameters, queryId: createQueryId() });
  }

  async rows(db: Kysely<Database>, ...args: A): Promise<O[]> {
    return (await this.run(db, ...args)).rows;
  }

  async first(db: Kysely<Database>, ...args: A): Promise<O | undefined> {
    return (await this.run(db, ...args)).rows[0];
  }

  /** Rows changed by an update, insert or delete. */
  async changed(db: Kysely<Database>, ...args: A): Promise<number> {
    return Number((await this.run(db, ...args)).numAffectedRows ?? 0n);
  }
}
