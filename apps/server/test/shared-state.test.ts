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

  it('concurrent hits are all counted', async () => {
    const s = make(Date.now);
    const counts = await Promise.all(Array.from({ length: 25 }, () => s.hit(`${kind}-conc`, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    s.close();
  });

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
