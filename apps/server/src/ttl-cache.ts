import type { Clock } from './clock';

/**
 * A small per-process cache whose entries last `ttlMs`, bounded to `max` entries (the oldest go first).
 * For facts that may be a little stale in one process without harm (each use says why); anything every
 * process must see at once belongs in the shared state or the database instead.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly clock: Clock = Date.now,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > this.clock()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: this.clock() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
