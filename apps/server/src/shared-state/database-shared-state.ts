import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SharedState } from './shared-state';

/** Generation counters live in shared_counters under this prefix, with an expiry that never comes. */
const GENERATION_PREFIX = 'gen:';
const NEVER = Number.MAX_SAFE_INTEGER;

/**
 * Shared state in the database: one upsert per call, atomic on SQLite and PostgreSQL alike
 * (INSERT ... ON CONFLICT ... RETURNING), so concurrent processes never both claim a key.
 */
export class DatabaseSharedState implements SharedState {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
    sweepEveryMs = 60_000,
  ) {
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), sweepEveryMs);
    this.timer.unref();
  }

  async claimOnce(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const row = await this.db
      .insertInto('shared_keys')
      .values({ key, expires_at: now + ttlMs })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ expires_at: now + ttlMs })
          .where('shared_keys.expires_at', '<=', now),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    const fresh = now + windowMs;
    const row = await this.db
      .insertInto('shared_counters')
      .values({ key, count: 1, expires_at: fresh })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN shared_counters.expires_at <= ${now} THEN 1 ELSE shared_counters.count + 1 END`,
          expires_at: sql<number>`CASE WHEN shared_counters.expires_at <= ${now} THEN ${fresh} ELSE shared_counters.expires_at END`,
        }),
      )
      .returning(['count', 'expires_at'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), resetAt: Number(row.expires_at) };
  }

  async count(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('shared_counters')
      .select('count')
      .where('key', '=', key)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return row ? Number(row.count) : 0;
  }

  async unhit(key: string): Promise<void> {
    await this.db
      .updateTable('shared_counters')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('expires_at', '>', this.now())
      .where('count', '>', 0)
      .execute();
  }

  async generation(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('shared_counters')
      .select('count')
      .where('key', '=', `${GENERATION_PREFIX}${key}`)
      .executeTakeFirst();
    return row ? Number(row.count) : 0;
  }

  async bumpGeneration(key: string): Promise<number> {
    // A counter row that never expires (the sweep deletes rows whose expires_at has passed).
    const row = await this.db
      .insertInto('shared_counters')
      .values({ key: `${GENERATION_PREFIX}${key}`, count: 1, expires_at: NEVER })
      .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql<number>`shared_counters.count + 1`, expires_at: NEVER }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async sweep(): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('shared_keys').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('shared_counters').where('expires_at', '<=', now).execute();
  }

  close(): void {
    clearInterval(this.timer);
  }
}
