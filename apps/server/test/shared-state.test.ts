import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSharedState, MemorySharedState, type SharedState } from '../src/shared-state/index';
import { createTestApp, DB_KIND, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const kinds: [string, (now: () => number) => SharedState][] = [
  ['memory', (now) => new MemorySharedState(now)],
  ['database', (now) => new DatabaseSharedState(t.db.kysely, now)],
];

describe.each(kinds)(`shared state: %s (${DB_KIND})`, (kind, make) => {
  it('claims a key once until it expires', async () => {
    let now = 1_000_000;
    const s = make(() => now);
    const key = `${kind}-claim`;
    expect(await s.claimOnce(key, 1000)).toBe(true);
    expect(await s.claimOnce(key, 1000)).toBe(false);
    now += 999;
    expect(await s.claimOnce(key, 1000)).toBe(false);
    now += 1;
    expect(await s.claimOnce(key, 1000)).toBe(true);
    s.close();
  });

  it('only one of many concurrent claims wins', async () => {
    const s = make(Date.now);
    const results = await Promise.all(Array.from({ length: 20 }, () => s.claimOnce(`${kind}-race`, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
    s.close();
  });

  it('claims made together (one statement in the database) each win or lose on their own key and expiry', async () => {
    let now = 9_000_000;
    const s = make(() => now);
    expect(await s.claimOnce(`${kind}-held`, 1000)).toBe(true);
    const asks: [string, number][] = [
      [`${kind}-a`, 1000],
      [`${kind}-held`, 1000],
      [`${kind}-b`, 5000],
      [`${kind}-a`, 1000],
      [`${kind}-c`, 1000],
    ];
    expect(await Promise.all(asks.map(([key, ttl]) => s.claimOnce(key, ttl)))).toEqual([true, false, true, false, true]);
    // Each kept for its own time: a and c (1 s) free again after a second, b (5 s) not.
    now += 1000;
    expect(await Promise.all([`${kind}-a`, `${kind}-b`, `${kind}-c`].map((key) => s.claimOnce(key, 1000)))).toEqual([
      true,
      false,
      true,
    ]);
    s.close();
  });

  it('counts hits in fixed windows', async () => {
    let now = 5_000_000;
    const s = make(() => now);
    const key = `${kind}-hits`;
    expect((await s.hit(key, 1000)).count).toBe(1);
    expect((await s.hit(key, 1000)).count).toBe(2);
    const third = await s.hit(key, 1000);
    expect(third).toEqual({ count: 3, resetAt: 5_001_000 });
    now += 1000;
    expect((await s.hit(key, 1000)).count).toBe(1);
    s.close();
  });

  it('reads a count without counting, and takes a hit back within its window only', async () => {
    let now = 7_000_000;
    const s = make(() => now);
    const key = `${kind}-unhit`;
    expect(await s.count(key)).toBe(0);
    await s.unhit(key); // nothing to take back: no window runs, nothing below 0
    expect(await s.count(key)).toBe(0);
    await s.hit(key, 1000);
    await s.hit(key, 1000);
    expect(await s.count(key)).toBe(2);
    expect(await s.count(key)).toBe(2);
    await s.unhit(key);
    expect(await s.count(key)).toBe(1);
    expect(await s.hit(key, 1000)).toEqual({ count: 2, resetAt: 7_001_000 });
    await s.unhit(key);
    await s.unhit(key);
    await s.unhit(key);
    expect(await s.count(key)).toBe(0);
    expect((await s.hit(key, 1000)).count).toBe(1);
    // The window over: its count is gone, and a late take-back does not reach into the next window.
    now += 1000;
    expect(await s.count(key)).toBe(0);
    await s.unhit(key);
    expect(await s.hit(key, 1000)).toEqual({ count: 1, resetAt: 7_002_000 });
    s.close();
  });

  it('hits counted together (one statement in the database) go on from the window of each key, in call order', async () => {
    let now = 11_000_000;
    const s = make(() => now);
    await s.hit(`${kind}-x`, 10_000);
    await s.hit(`${kind}-x`, 10_000);
    await s.hit(`${kind}-y`, 1_000);
    now += 1_000; // y's window is over, x's runs on
    const together = await Promise.all([
      s.hit(`${kind}-x`, 10_000),
      s.hit(`${kind}-y`, 1_000),
      s.hit(`${kind}-x`, 10_000),
      s.hit(`${kind}-z`, 5_000),
    ]);
    expect(together).toEqual([
      { count: 3, resetAt: 11_010_000 },
      { count: 1, resetAt: 11_002_000 },
      { count: 4, resetAt: 11_010_000 },
      { count: 1, resetAt: 11_006_000 },
    ]);
    s.close();
  });

  it('concurrent hits are all counted', async () => {
    const s = make(Date.now);
    const counts = await Promise.all(Array.from({ length: 25 }, () => s.hit(`${kind}-conc`, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    s.close();
  });

  it('generation counters start at 0 and every raise is seen, also by another instance', async () => {
    const s = make(Date.now);
    const key = `${kind}-gen-${Math.random()}`;
    expect(await s.generation(key)).toBe(0);
    const raised = await Promise.all(Array.from({ length: 10 }, () => s.bumpGeneration(key)));
    expect(raised.sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(await s.generation(key)).toBe(10);
    if (kind === 'database') {
      // Another process on the same database reads the same counter; a sweep never removes it.
      const other = make(() => Date.now() + 365 * 24 * 3600_000);
      await other.sweep();
      expect(await other.generation(key)).toBe(10);
      other.close();
    }
    s.close();
  });

  it('under sustained claims, a replay inside the window is refused and what is kept stays bounded', async () => {
    // Memory: millions of nonces through a fake clock. Database: fewer (each claim is a statement).
    const total = kind === 'memory' ? 3_000_000 : 3_000;
    const perSecond = kind === 'memory' ? 2_000 : 2;
    const ttlMs = 600_000;
    let now = 50_000_000;
    const s = make(() => now);
    const retained = async () =>
      s instanceof MemorySharedState
        ? s.claimStats().kept
        : Number(
            (
              await t.db.kysely
                .selectFrom('shared_keys')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('key', 'like', `${kind}-load-%`)
                .executeTakeFirstOrThrow()
            ).n,
          );
    // Kept at most: the claims of the hold time, plus a sweep period's (database) or a slot's (memory) worth.
    const bound = perSecond * (ttlMs / 1000 + 60) * 1.05;
    let peak = 0;
    let refusedFresh = 0;
    let replays = 0;
    let acceptedReplays = 0;
    const key = (i: number) => `${kind}-load-${i}`;
    for (let i = 0; i < total; i++) {
      if (i % perSecond === 0 && i > 0) {
        now += 1000;
        // The database's sweep runs every minute.
        if (kind === 'database' && i % (perSecond * 60) === 0) await s.sweep();
        if (i % (perSecond * 60) === 0) peak = Math.max(peak, await retained());
      }
      if (!(await s.claimOnce(key(i), ttlMs))) refusedFresh += 1;
      // Replays: this second's first claim, and one made just inside the window (599 s ago), are refused.
      if (i % perSecond === perSecond - 1) {
        replays += 1;
        if (await s.claimOnce(key(i - perSecond + 1), ttlMs)) acceptedReplays += 1;
        const edge = i - 599 * perSecond;
        if (edge >= 0) {
          replays += 1;
          if (await s.claimOnce(key(edge), ttlMs)) acceptedReplays += 1;
        }
      }
    }
    expect(refusedFresh).toBe(0);
    expect(replays).toBeGreaterThan(total / perSecond);
    expect(acceptedReplays).toBe(0);
    // The run lasted well past the window: what is kept did not grow with it.
    expect(total / perSecond).toBeGreaterThan(2 * (ttlMs / 1000));
    expect(peak).toBeGreaterThan(perSecond * (ttlMs / 1000) * 0.9);
    expect(peak).toBeLessThanOrEqual(bound);
    if (s instanceof MemorySharedState) {
      // 12 bytes a fingerprint, tables at most 3/4 full and growing by doubling: at most 32 bytes a claim.
      expect(s.claimStats().bytes).toBeLessThanOrEqual(bound * 32);
    }
    // Past the window, an old nonce is fresh again (it is no longer kept: its timestamp would be refused).
    expect(await s.claimOnce(key(0), ttlMs)).toBe(true);
    s.close();
  }, 120_000);

  it('sweep forgets expired entries only', async () => {
    let now = 9_000_000;
    const s = make(() => now);
    await s.claimOnce(`${kind}-old`, 10);
    await s.claimOnce(`${kind}-new`, 100_000);
    now += 50;
    await s.sweep();
    expect(await s.claimOnce(`${kind}-old`, 10)).toBe(true);
    expect(await s.claimOnce(`${kind}-new`, 10)).toBe(false);
    s.close();
  });
});
