import type { Clock } from '../../clock';
import type { SharedState } from '../../shared-state/index';

/** The shared counter every revocation raises (shared state, all processes). */
export const REVOCATION_GENERATION = 'sessions:revoked';

/** A session as the cache keeps it: what `authenticate` needs to answer without the database. */
export interface CachedSession {
  /** The token's hash: how the database knows the session (a renewal writes by it). */
  tokenHash: string;
  tenantId: number;
  userId: number;
  expiresAt: number;
  renewedAt: number;
  /** The user's suspension reason (decision 067), null when not suspended. */
  suspendedReason: string | null;
}

interface Entry extends CachedSession {
  /** On the app's clock: after this the database is asked again. */
  cachedUntil: number;
}

export interface SessionCacheOptions {
  /** How long an entry answers without the database (ms). Default 30 s: revocations do not wait for it. */
  ttlMs?: number;
  /** Entries kept at most (the oldest go first). Default 100,000. */
  maxEntries?: number;
  /** How often the shared revocation generation is read (ms). Default 250 ms: another process refuses a revoked session within a second (issue 29). */
  pollMs?: number;
}

/**
 * Sessions of this process by token, so that a signed-in request neither reads its session nor hashes its token
 * every time (decisions 021 and 093). Only valid sessions are kept; an entry answers for `ttlMs` at most, and its
 * own expiry is checked on every use. The tokens are held in this process's memory, as the requests that bring them
 * are, for `ttlMs` at most; the database keeps only their hashes.
 *
 * Revocation (sign-out, password reset or change):
 * - in this process, at once: the revoking call drops the entries it revoked, and raises the cache's local
 *   generation, so that a database read that was in flight when the revocation happened is not cached;
 * - in the other processes: the revoking call raises the shared counter REVOCATION_GENERATION (shared
 *   state: in the database when several processes share it). Every process reads that counter every
 *   `pollMs`, and empties its cache when it moved. A revocation is therefore seen everywhere within about
 *   `pollMs`. When the counter cannot be read (the database is unreachable) or has not been read for three
 *   periods, the cache is not used at all: every request reads its session, as without a cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly pollMs: number;
  /** Raised by every change that may make a read in flight stale: such a read is not cached. */
  private localGeneration = 0;
  /** The shared generation last read, null until read (or after a failed read). */
  private sharedGeneration: number | null = null;
  /**
   * True while the revocations of other processes are known recently enough to trust the entries: set by a
   * successful read of the shared generation, cleared by a failed one or by a timer three periods later
   * (real time, not the app's clock) unless another read succeeded.
   */
  private usable = false;
  /**
   * Reads of the shared generation started, and the newest one whose answer was taken: reads overlap (the
   * timer's and a caller's), and one that answers after a newer one (a success held up on a busy database
   * after a newer failure) is out of date: it must not make the cache usable again, nor put back an older
   * generation.
   */
  private pollsStarted = 0;
  private pollTaken = 0;
  private staleTimer: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly shared: SharedState,
    private readonly now: Clock = Date.now,
    o: SessionCacheOptions = {},
  ) {
    this.ttlMs = o.ttlMs ?? 30_000;
    this.maxEntries = o.maxEntries ?? 100_000;
    this.pollMs = o.pollMs ?? 250;
    void this.tick();
  }

  /** The cached session of this token on this tenant, if fresh. */
  get(token: string, tenantId: number): CachedSession | undefined {
    const e = this.entries.get(token);
    if (e === undefined) return undefined;
    if (e.tenantId !== tenantId || e.cachedUntil <= this.now() || !this.usable) {
      this.entries.delete(token);
      return undefined;
    }
    return e;
  }

  /** Call before reading a session from the database; pass the result to `put`. */
  readStarted(): number {
    return this.localGeneration;
  }

  /** Keeps a valid session read from the database, unless something was revoked while it was read. */
  put(token: string, s: CachedSession, readStarted: number): void {
    if (readStarted !== this.localGeneration || !this.usable || this.closed) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(token);
    this.entries.set(token, { ...s, cachedUntil: this.now() + this.ttlMs });
  }

  /** After a renewal written to the database: the entry's new times. */
  renewed(token: string, renewedAt: number, expiresAt: number): void {
    const e = this.entries.get(token);
    if (e) {
      e.renewedAt = renewedAt;
      e.expiresAt = expiresAt;
    }
  }

  /**
   * After sessions were revoked in the database: drops them here at once (`which` says which: a token, or a
   * user's sessions but the one of the token `keep`), then tells the other processes through the shared generation.
   */
  async revoked(which: { token: string } | { tenantId: number; userId: number; keep?: string }): Promise<void> {
    this.localGeneration += 1;
    if ('token' in which) {
      this.entries.delete(which.token);
    } else {
      for (const [token, e] of this.entries) {
        if (e.tenantId === which.tenantId && e.userId === which.userId && token !== which.keep) this.entries.delete(token);
      }
    }
    const before = this.sharedGeneration;
    try {
      const after = await this.shared.bumpGeneration(REVOCATION_GENERATION);
      // Only our own raise in between: nothing else to drop. Otherwise the next read empties the cache.
      if (before !== null && after === before + 1 && this.sharedGeneration === before) this.sharedGeneration = after;
    } catch (error) {
      // The other processes cannot be told: stop trusting the cache here too and let the caller know.
      this.forgetAll();
      throw error;
    }
  }

  /** Reads the shared generation now (the timer does it every pollMs); empties the cache if it moved. */
  async poll(): Promise<void> {
    if (this.closed) return;
    const poll = ++this.pollsStarted;
    try {
      const g = await this.shared.generation(REVOCATION_GENERATION);
      if (poll < this.pollTaken || this.closed) return;
      this.pollTaken = poll;
      if (this.sharedGeneration !== g) {
        if (this.sharedGeneration !== null) this.forgetAll();
        this.sharedGeneration = g;
      }
      this.usable = true;
      if (this.staleTimer) clearTimeout(this.staleTimer);
      this.staleTimer = setTimeout(() => this.forgetAll(), 3 * this.pollMs);
      this.staleTimer.unref();
    } catch {
      if (poll < this.pollTaken) return;
      this.pollTaken = poll;
      this.forgetAll();
    }
  }

  private async tick(): Promise<void> {
    await this.poll();
    if (this.closed) return;
    this.timer = setTimeout(() => void this.tick(), this.pollMs);
    this.timer.unref();
  }

  /** Entries held now (for tests and figures). */
  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.staleTimer) clearTimeout(this.staleTimer);
    this.entries.clear();
  }

  private forgetAll(): void {
    this.localGeneration += 1;
    this.usable = false;
    this.sharedGeneration = null;
    this.entries.clear();
  }
}
