import { randomBytes } from 'node:crypto';
import type { SharedState } from './shared-state';

/** Claims expire into slots of this width; a slot is dropped whole once its last claim has expired. */
const SLOT_MS = 60_000;
/** Claims up to this long go to the slots (nonces, resend gaps); longer ones (rare) to an exact map. */
const SLOTTED_MAX_TTL_MS = 15 * 60_000;
const EMPTY_CELL = 0;

/**
 * A set of 64-bit fingerprints with an expiry each, in one typed array (open addressing, linear probing):
 * 12 bytes a cell, nothing for the garbage collector to trace, freed at once when its slot is dropped.
 * A cell is [fingerprint high, fingerprint low, expiry − slot start + 1]; 0 in the third word: empty.
 */
class FingerprintTable {
  private cells: Uint32Array;
  private mask: number;
  size = 0;

  constructor(
    /** The slot's start (ms): every expiry in it is in [start, start + SLOT_MS). */
    readonly start: number,
    capacity = 1024,
  ) {
    this.cells = new Uint32Array(capacity * 3);
    this.mask = capacity - 1;
  }

  get bytes(): number {
    return this.cells.byteLength;
  }

  /** The expiry of the fingerprint (ms), or -1 when it is not in the table. */
  expiryOf(hi: number, lo: number): number {
    const cells = this.cells;
    for (let i = hi & this.mask; ; i = (i + 1) & this.mask) {
      const at = i * 3;
      const e = cells[at + 2]!;
      if (e === EMPTY_CELL) return -1;
      if (cells[at] === hi && cells[at + 1] === lo) return this.start + e - 1;
    }
  }

  /** Adds the fingerprint, or moves its expiry when it is there already. */
  set(hi: number, lo: number, expiry: number): void {
    if ((this.size + 1) * 4 > (this.mask + 1) * 3) this.grow();
    const cells = this.cells;
    for (let i = hi & this.mask; ; i = (i + 1) & this.mask) {
      const at = i * 3;
      const e = cells[at + 2]!;
      if (e === EMPTY_CELL || (cells[at] === hi && cells[at + 1] === lo)) {
        if (e === EMPTY_CELL) this.size += 1;
        cells[at] = hi;
        cells[at + 1] = lo;
        cells[at + 2] = expiry - this.start + 1;
        return;
      }
    }
  }

  private grow(): void {
    const old = this.cells;
    const capacity = (this.mask + 1) * 2;
    this.cells = new Uint32Array(capacity * 3);
    this.mask = capacity - 1;
    this.size = 0;
    for (let at = 0; at < old.length; at += 3) {
      if (old[at + 2] !== EMPTY_CELL) this.set(old[at]!, old[at + 1]!, this.start + old[at + 2]! - 1);
    }
  }
}

/**
 * Shared state of one process (the embedded default: one server process on SQLite).
 *
 * One-shot claims (`claimOnce`: request nonces, SMS resend gaps) are kept by expiry time in slots of
 * SLOT_MS, each a table of 64-bit fingerprints of the keys (a seeded hash, random per process). A slot is
 * dropped whole once its last claim has expired, so memory follows the claims alive in the window (rate ×
 * hold time), stays flat under sustained load, and costs the garbage collector nothing; there is no sweep
 * over millions of keys. Exactness: a claim still held is always found (no false "fresh"); a fresh key is
 * taken for a held one only if its 64-bit fingerprint equals one of the n held ones' (probability about
 * n / 2^64 a claim: with 4 million held, one false "replayed" in some 10^12 claims). Claims longer than
 * SLOTTED_MAX_TTL_MS (rare: a DID token held until it expires) are kept exactly in a map, swept.
 */
export class MemorySharedState implements SharedState {
  /** The slots (a table per SLOT_MS of expiry times), the earliest first. */
  private tables: FingerprintTable[] = [];
  /** When the earliest slot's last claim expires (its end): it is dropped on the first claim after. */
  private nextDropAt = Infinity;
  private readonly longClaims = new Map<string, number>();
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly generations = new Map<string, number>();
  private readonly seed = randomBytes(8);
  private readonly seedHi = this.seed.readUInt32LE(0);
  private readonly seedLo = this.seed.readUInt32LE(4);
  private hi = 0;
  private lo = 0;
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
    const expiry = now + ttlMs;
    if (ttlMs > SLOTTED_MAX_TTL_MS) {
      const held = this.longClaims.get(key);
      if (held !== undefined && held > now) return Promise.resolve(false);
      this.longClaims.set(key, expiry);
      return Promise.resolve(true);
    }
    if (now >= this.nextDropAt) this.dropExpiredSlots(now);
    this.fingerprint(key);
    const { hi, lo, tables } = this;
    for (let i = 0; i < tables.length; i++) {
      if (tables[i]!.expiryOf(hi, lo) > now) return Promise.resolve(false);
    }
    this.slotFor(expiry).set(hi, lo, expiry);
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

  count(key: string): Promise<number> {
    const c = this.counters.get(key);
    return Promise.resolve(c && c.expiresAt > this.now() ? c.count : 0);
  }

  unhit(key: string): Promise<void> {
    const c = this.counters.get(key);
    if (c && c.expiresAt > this.now() && c.count > 0) c.count -= 1;
    return Promise.resolve();
  }

  generation(key: string): Promise<number> {
    return Promise.resolve(this.generations.get(key) ?? 0);
  }

  bumpGeneration(key: string): Promise<number> {
    const next = (this.generations.get(key) ?? 0) + 1;
    this.generations.set(key, next);
    return Promise.resolve(next);
  }

  sweep(): Promise<void> {
    const now = this.now();
    this.dropExpiredSlots(now);
    for (const [k, exp] of this.longClaims) if (exp <= now) this.longClaims.delete(k);
    for (const [k, c] of this.counters) if (c.expiresAt <= now) this.counters.delete(k);
    return Promise.resolve();
  }

  /** What the claims hold now: fingerprints kept (expired ones included until their slot goes) and bytes. */
  claimStats(): { slots: number; kept: number; bytes: number; long: number } {
    let kept = 0;
    let bytes = 0;
    for (const table of this.tables) {
      kept += table.size;
      bytes += table.bytes;
    }
    return { slots: this.tables.length, kept, bytes, long: this.longClaims.size };
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** Drops the slots whose every claim has expired (a slot's claims expire before its end). */
  private dropExpiredSlots(now: number): void {
    let live = 0;
    while (live < this.tables.length && this.tables[live]!.start + SLOT_MS <= now) live += 1;
    if (live > 0) this.tables = this.tables.slice(live);
    this.nextDropAt = this.tables.length > 0 ? this.tables[0]!.start + SLOT_MS : Infinity;
  }

  /** The slot an expiry falls in, opened (in order) when it is the first claim there. */
  private slotFor(expiry: number): FingerprintTable {
    const start = Math.floor(expiry / SLOT_MS) * SLOT_MS;
    const tables = this.tables;
    let i = tables.length - 1;
    // Usually the latest slot: claims of one TTL expire in the order they are made.
    while (i >= 0 && tables[i]!.start > start) i -= 1;
    if (i >= 0 && tables[i]!.start === start) return tables[i]!;
    const table = new FingerprintTable(start);
    tables.splice(i + 1, 0, table);
    this.nextDropAt = tables[0]!.start + SLOT_MS;
    return table;
  }

  /** The key's 64-bit fingerprint into this.hi / this.lo: cyrb53's mixing with both 32-bit halves kept, seeded. */
  private fingerprint(key: string): void {
    let h1 = 0xdeadbeef ^ this.seedHi;
    let h2 = 0x41c6ce57 ^ this.seedLo;
    for (let i = 0; i < key.length; i++) {
      const ch = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
    h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
    h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    this.hi = h1 >>> 0;
    this.lo = h2 >>> 0;
  }
}
