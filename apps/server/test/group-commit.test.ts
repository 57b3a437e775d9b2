import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  GROUP_COMMIT_MAX,
  GroupCommit,
  groupCommitStats,
  inBatch,
  StartAfresh,
  TRANSIENT_ATTEMPTS,
  transactionsFor,
  type Transactions,
} from '../src/db/group-commit';
import type { Database } from '../src/db/schema';
import { createTestDatabase, DB_KIND, type TestDatabase } from './helpers';

// The purchase's transactions (decisions 012, 083): the buyers who arrive together share one transaction (on
// PostgreSQL several such batches run at once). To a unit of work it must look exactly like a transaction of its
// own, and nobody may hear "done" about writes that were not kept.

let d: TestDatabase;
let db: Kysely<Database>;
let tx: Transactions;

beforeAll(async () => {
  d = await createTestDatabase();
  db = d.db.kysely;
  tx = transactionsFor(db, d.db.dialect, 4);
  await sql`create table gc_stock (id integer primary key, left_count integer not null)`.execute(db);
  await sql`create table gc_claim (id integer primary key, buyer integer not null unique)`.execute(db);
  await sql`create table gc_parent (id integer primary key)`.execute(db);
  await sql`create table gc_child (id integer primary key, parent_id integer not null references gc_parent (id) deferrable initially deferred)`.execute(
    db,
  );
});

afterAll(async () => {
  await d.close();
});

class Refused extends Error {}

/** Like a purchase: write first (the claim), then take one unit of stock; no stock → refuse. */
function claim(buyer: number) {
  return async (trx: Kysely<Database>) => {
    await sql`insert into gc_claim (id, buyer) values (${buyer}, ${buyer})`.execute(trx);
    const taken = await sql`update gc_stock set left_count = left_count - 1 where id = 1 and left_count > 0`.execute(trx);
    if (Number(taken.numAffectedRows ?? 0n) !== 1) throw new Refused();
    return buyer;
  };
}

async function count(table: 'gc_claim' | 'gc_child'): Promise<number> {
  const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]!.n);
}

it('a rush of units that arrive together: each sees the writes of those before it, a refused one leaves nothing', async () => {
  await sql`insert into gc_stock (id, left_count) values (1, 10)`.execute(db);
  const buyers = Array.from({ length: GROUP_COMMIT_MAX * 2 + 5 }, (_, i) => i + 1);
  const outcomes = await Promise.allSettled(buyers.map((b) => tx.run(claim(b))));
  const won = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  const refused = outcomes.filter((o) => o.status === 'rejected');
  expect(won).toHaveLength(10);
  expect(refused).toHaveLength(buyers.length - 10);
  for (const o of refused) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(Refused);
  // Exactly the winners' claims are kept, and the stock is exactly gone.
  const kept = await sql<{ buyer: number }>`select buyer from gc_claim order by buyer`.execute(db);
  expect(kept.rows.map((r) => Number(r.buyer))).toEqual([...won].sort((a, b) => a - b));
  const stock = await sql<{ left_count: number }>`select left_count from gc_stock where id = 1`.execute(db);
  expect(Number(stock.rows[0]!.left_count)).toBe(0);
});

it('a unit is told it is done only once its writes are committed; a failed commit fails every unit it carried', async () => {
  await sql`insert into gc_parent (id) values (1)`.execute(db);
  const good = (id: number) => async (trx: Kysely<Database>) => {
    await sql`insert into gc_child (id, parent_id) values (${id}, 1)`.execute(trx);
    return id;
  };
  // Accepted by the statement, refused by the COMMIT (deferred foreign key).
  const orphan = async (trx: Kysely<Database>) => {
    await sql`insert into gc_child (id, parent_id) values (100, 999)`.execute(trx);
    return 100;
  };
  const outcomes = await Promise.allSettled([tx.run(good(1)), tx.run(orphan), tx.run(good(2))]);
  // One shared transaction: its commit failed, so nothing of it was kept and nobody was told otherwise.
  expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
  expect(await count('gc_child')).toBe(0);
  // Whatever failed can simply be tried again.
  await sql`delete from gc_child`.execute(db);
  expect(await Promise.all([tx.run(good(1)), tx.run(good(2))])).toEqual([1, 2]);
  expect(await count('gc_child')).toBe(2);
});

it('a unit that arrives alone is committed on its own, and later units start a new transaction', async () => {
  await sql`update gc_stock set left_count = 2 where id = 1`.execute(db);
  expect(await tx.run(claim(1000))).toBe(1000);
  expect(await tx.run(claim(1001))).toBe(1001);
  await expect(tx.run(claim(1002))).rejects.toBeInstanceOf(Refused);
  expect(
    (await sql<{ buyer: number }>`select buyer from gc_claim where buyer >= 1000`.execute(db)).rows.map((r) => Number(r.buyer)),
  ).toEqual([1000, 1001]);
});

it('units that all succeed share a transaction without savepoints; one that throws makes the batch run again, each in its savepoint', async () => {
  // Count the statements a batch sends (the bench's way: a plugin sees each statement's result).
  let statements = 0;
  const counted = db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      statements += 1;
      return Promise.resolve(args.result);
    },
  });
  const batched = transactionsFor(counted, d.db.dialect);
  await sql`update gc_stock set left_count = 100 where id = 1`.execute(db);
  const before = groupCommitStats.redone;
  const winners = Array.from({ length: 20 }, (_, i) => 2000 + i);
  expect(await Promise.all(winners.map((b) => batched.run(claim(b))))).toEqual(winners);
  // Two statements a unit: no savepoint, no release, and nothing run again.
  expect(statements).toBe(40);
  expect(groupCommitStats.redone).toBe(before);

  // One unit of the next batch is refused (its buyer claimed already): the batch runs again with savepoints, and
  // each unit ends as it would alone: the others' claims and stock kept once, the refused one's nothing.
  statements = 0;
  const runs = new Map<number, number>();
  const counting = (buyer: number) => async (trx: Kysely<Database>) => {
    runs.set(buyer, (runs.get(buyer) ?? 0) + 1);
    return claim(buyer)(trx);
  };
  const next = [2100, 2101, 2005, 2102, 2103];
  const outcomes = await Promise.allSettled(next.map((b) => batched.run(counting(b))));
  expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  expect(groupCommitStats.redone).toBe(before + 1);
  // The units up to the refused one ran twice (first without savepoints), the ones after it once.
  expect(next.map((b) => runs.get(b))).toEqual([2, 2, 2, 1, 1]);
  const kept = await sql<{ buyer: number }>`select buyer from gc_claim where buyer >= 2100 order by buyer`.execute(db);
  expect(kept.rows.map((r) => Number(r.buyer))).toEqual([2100, 2101, 2102, 2103]);
  const stock = await sql<{ left_count: number }>`select left_count from gc_stock where id = 1`.execute(db);
  expect(Number(stock.rows[0]!.left_count)).toBe(100 - 20 - 4);
});

it('a batch whose transaction PostgreSQL ended for a transient reason (a deadlock victim) runs again whole; a refusal does not', async () => {
  const batched = new GroupCommit(db);
  await sql`update gc_stock set left_count = 100 where id = 1`.execute(db);
  const runs = new Map<number, number>();
  let victimRuns = 0;
  const counting = (buyer: number) => async (trx: Kysely<Database>) => {
    runs.set(buyer, (runs.get(buyer) ?? 0) + 1);
    return claim(buyer)(trx);
  };
  // The middle unit's transaction is ended for it once, after the unit before it wrote (as a deadlock victim's is).
  const victimOnce = async (trx: Kysely<Database>) => {
    victimRuns += 1;
    await claim(5000)(trx);
    if (victimRuns === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    return 5000;
  };
  const before = groupCommitStats.redone;
  expect(await Promise.all([batched.run(counting(5001)), batched.run(victimOnce), batched.run(counting(5002))])).toEqual([
    5001, 5000, 5002,
  ]);
  // Rolled back whole and run again without savepoints (it was not the unit's own refusal): every write kept once.
  expect(groupCommitStats.redone).toBe(before);
  expect([runs.get(5001), victimRuns, runs.get(5002)]).toEqual([2, 2, 1]);
  const kept = await sql<{ buyer: number }>`select buyer from gc_claim where buyer >= 5000 order by buyer`.execute(db);
  expect(kept.rows.map((r) => Number(r.buyer))).toEqual([5000, 5001, 5002]);
  const stock = await sql<{ left_count: number }>`select left_count from gc_stock where id = 1`.execute(db);
  expect(Number(stock.rows[0]!.left_count)).toBe(97);

  // A refusal of the unit's own is not run again, and a transient error that keeps coming ends after the attempts.
  let refusals = 0;
  await expect(
    batched.run(async () => {
      refusals += 1;
      throw new Refused();
    }),
  ).rejects.toBeInstanceOf(Refused);
  // Once without savepoints, once in its savepoint.
  expect(refusals).toBe(2);
  let victims = 0;
  await expect(
    batched.run(async () => {
      victims += 1;
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    }),
  ).rejects.toThrow('deadlock detected');
  expect(victims).toBe(TRANSIENT_ATTEMPTS);
});

it('a unit that must start afresh: the units before it are committed, it and those after it go first into the next batch', async () => {
  const batched = new GroupCommit(db);
  await sql`update gc_stock set left_count = 100 where id = 1`.execute(db);
  // Each transaction a number, and each unit's place in it.
  const txOf = new WeakMap<object, number>();
  let txs = 0;
  const places = new Map<number, number>();
  const ran: { buyer: number; tx: number; place: number; ok: boolean }[] = [];
  const unit =
    (buyer: number, afresh = false) =>
    async (trx: Kysely<Database>) => {
      expect(inBatch(trx)).toBe(true);
      if (!txOf.has(trx)) txOf.set(trx, ++txs);
      const tx = txOf.get(trx)!;
      const place = places.get(tx) ?? 0;
      places.set(tx, place + 1);
      await claim(buyer)(trx);
      // Like the stock's slow path after the batch took a shard: only as a transaction's first unit.
      const ok = !(afresh && place > 0);
      ran.push({ buyer, tx, place, ok });
      if (!ok) throw new StartAfresh();
      return buyer;
    };
  expect(
    await Promise.all([batched.run(unit(8001)), batched.run(unit(8002)), batched.run(unit(8003, true)), batched.run(unit(8004))]),
  ).toEqual([8001, 8002, 8003, 8004]);
  // The last transaction to run 8001 and 8002 (which committed them) did not run 8003 or 8004; 8003 then ran first.
  const last = (buyer: number) => ran.filter((r) => r.buyer === buyer).at(-1)!;
  expect(last(8003)).toMatchObject({ place: 0, ok: true });
  expect(last(8004).tx).toBe(last(8003).tx);
  expect(last(8002).tx).toBe(last(8001).tx);
  expect(last(8003).tx).toBeGreaterThan(last(8002).tx);
  // Every claim kept once, its stock taken once.
  const kept = await sql<{ buyer: number }>`select buyer from gc_claim where buyer >= 8000 order by buyer`.execute(db);
  expect(kept.rows.map((r) => Number(r.buyer))).toEqual([8001, 8002, 8003, 8004]);
  const stock = await sql<{ left_count: number }>`select left_count from gc_stock where id = 1`.execute(db);
  expect(Number(stock.rows[0]!.left_count)).toBe(96);
  // Outside a batch no unit is asked to start afresh.
  await db.transaction().execute(async (trx) => expect(inBatch(trx)).toBe(false));
});

/** Until `ready` holds, checked once a turn of the event loop (a condition, not a delay). */
async function until(ready: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('condition not reached in 30 s');
    await new Promise((r) => setTimeout(r, 5));
  }
}

it('PostgreSQL runs batches on several connections at once; SQLite, one writer, one batch at a time', async () => {
  await sql`update gc_stock set left_count = 2 where id = 1`.execute(db);
  const lanes = transactionsFor(db, d.db.dialect, 3);
  let open = 0;
  let most = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const unit = (buyer: number, wait?: Promise<void>) => async (trx: Kysely<Database>) => {
    open += 1;
    most = Math.max(most, open);
    try {
      await wait;
      return await claim(buyer)(trx);
    } finally {
      open -= 1;
    }
  };
  // The first batch stays open (its unit waits for the gate) while a second unit arrives.
  const first = lanes.run(unit(7000, gate));
  await until(() => open === 1);
  const second = lanes.run(unit(7001));
  // PostgreSQL: the second unit's batch runs beside the first (and may commit before it). SQLite: it waits for the
  // first's commit.
  if (DB_KIND !== 'sqlite') await until(() => most === 2);
  release();
  expect(await Promise.all([first, second])).toEqual([7000, 7001]);
  expect(most).toBe(DB_KIND === 'sqlite' ? 1 : 2);
  const stock = await sql<{ left_count: number }>`select left_count from gc_stock where id = 1`.execute(db);
  expect(Number(stock.rows[0]!.left_count)).toBe(0);
});
