import type { SharedState } from './shared-state';

export class MemorySharedState implements SharedState {
  private readonly keys = new Map<string, number>();
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    sweepEveryMs = 60_000,
  ) {
    this.timer = setInterval(() => void this.sweep(), sweepEveryMs);
    this.timer.unref();
  }

  claimOnce(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const held = this.keys.get(key);
    if (held !== undefined && held > now) return Promise.resolve(false);
    this.keys.set(key, now + ttlMs);
    return Promise.resolve(true);
  }

  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    const c = this.counters.get(key);
    if (!c || c.expiresAt <= now) {
      const fresh = { count: 1, expiresAt: now + windowMs };
      this.counters.set(key, fresh);
      return Promise.resolve({ count: 1, resetAt: fresh.expiresAt });
    }
    c.count += 1;
    return Promise.resolve({ count: c.count, resetAt: c.expiresAt });
  }

  sweep(): Promise<void> {
    const now = this.now();
    for (const [k, exp] of this.keys) if (exp <= now) this.keys.delete(k);
    for (const [k, c] of this.counters) if (c.expiresAt <= now) this.counters.delete(k);
    return Promise.resolve();
  }

  close(): void {
    clearInterval(this.timer);
  }
}
