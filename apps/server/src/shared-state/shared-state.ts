/**
 * State that every server process must see: used nonces, rate-limit counters, one-shot claims.
 * In-process for the embedded default (one process, SQLite); in the database when several
 * processes share a PostgreSQL (SHARED_STATE=database). Both implementations pass one test suite.
 */
export interface SharedState {
  /** Claims `key` for `ttlMs`. True when this call claimed it, false when it was already held. */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  /** Counts a hit in the fixed window of `windowMs` that `key` is in; returns the count including this hit. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The count of `key`'s current window, without counting (0 when none runs). */
  count(key: string): Promise<number>;
  /**
   * Takes one hit back from `key`'s current window: one that was counted for something that then did not happen
   * (a verification code that was not sent). Never below 0; nothing when no window runs.
   */
  unhit(key: string): Promise<void>;
  /**
   * A counter every process reads, for "something changed, drop what you cached" (the sessions' revocation
   * generation): its current value, 0 until first raised. Never expires.
   */
  generation(key: string): Promise<number>;
  /** Raises the counter `key` by one, atomically across processes; returns the new value. */
  bumpGeneration(key: string): Promise<number>;
  /** Drops expired entries. Called periodically; safe to call any time, from any process. */
  sweep(): Promise<void>;
  close(): void;
}
