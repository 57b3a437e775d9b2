import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TickBatch } from '../db/tick-batch';
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

  /**
   * The claims made together (every signed request claims its nonce) go in one upsert (decision 083): a key
   * asked twice in one batch is claimed by its first call only. Each row is kept until its own expiry.
   */
  private readonly claims = new TickBatch<{ key: string; ttlMs: number }, boolean>(async (calls) => {
    const now = this.now();
    const first = new Map<string, number>();
    calls.forEach((c, i) => {
      if (!first.has(c.key)) first.set(c.key, i);
    });
    const rows = await this.db
      .insertInto('shared_keys')
      .values([...first].map(([key, i]) => ({ key, expires_at: now + calls[i]!.ttlMs })))
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') })
          .where('shared_keys.expires_at', '<=', now),
      )
      .returning('key')
      .execute();
    const claimed = new Set(rows.map((r) => r.key));
    return calls.map((c, i) => first.get(c.key) === i && claimed.has(c.key));
  });

  claimOnce(key: string, ttlMs: number): Promise<boolean> {
    return this.claims.call({ key, ttlMs });
  }

  /**
   * The hits counted together (every rate-limited call counts one) go in one upsert (decision 083): the hits of one
   * key in a batch are counted at once, each answered with the count it would have had alone, in call order.
   */
  private readonly hits = new TickBatch<{ key: string; windowMs: number }, { count: number; resetAt: number }>(async (calls) => {
    const now = this.now();
    const byKey = new Map<string, { n: number; windowMs: number }>();
    for (const c of calls) {
      const k = byKey.get(c.key);
      if (k) k.n += 1;
      else byKey.set(c.key, { n: 1, windowMs: c.windowMs });
    }
    const rows = await this.db
      .insertInto('shared_counters')
      .values([...byKey].map(([key, k]) => ({ key, count: k.n, expires_at: now + k.windowMs })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN shared_counters.expires_at <= ${now} THEN excluded.count ELSE shared_counters.count + excluded.count END`,
          expires_at: sql<number>`CASE WHEN shared_counters.expires_at <= ${now} THEN excluded.expires_at ELSE shared_counters.expires_at END`,
        }),
      )
      .returning(['key', 'count', 'expires_at'])
      .execute();
    const after = new Map(rows.map((r) => [r.key, { count: Number(r.count), resetAt: Number(r.expires_at) }]));
    // The batch's hits of a key end at the returned count: the first of them is that count less the others.
    const seen = new Map<string, number>();
    return calls.map((c) => {
      const total = after.get(c.key)!;
      const i = seen.get(c.key) ?? 0;
      seen.set(c.key, i + 1);
      return { count: total.count - byKey.get(c.key)!.n + 1 + i, resetAt: total.resetAt };
    });
  });

  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    return this.hits.call({ key, windowMs });
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
