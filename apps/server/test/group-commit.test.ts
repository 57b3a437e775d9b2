import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  GROUP_COMMIT_MAX,
  groupCommitStats,
  OwnTransactions,
  TRANSIENT_ATTEMPTS,
  transactionsFor,
  type Transactions,
} from '../src/db/group-commit';
import type { Database } from '../src/db/schema';
import { createTestDatabase, DB_KIND, type TestDatabase } from './helpers';

// The purchase's transactions (decision 012): on SQLite the buyers who arrive together share one
// transaction, each in a savepoint; elsewhere each has its own. To a unit of work both must look exactly
// like a transaction of its own, and nobody may hear "done" about writes that were not kept.

let d: TestDatabase;
let db: Kysely<Database>;
let tx: Transactions;

beforeAll(async () => {
  d = await createTestDatabase();
  db = d.db.kysely;
  tx = transactionsFor(db, d.db.dialect);
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
  expect(outcomes[1]!.status).toBe('rejected');
  if (DB_KIND === 'sqlite') {
    // One shared transaction: its commit failed, so nothing of it was kept and nobody was told otherwise.
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await count('gc_child')).toBe(0);
  } else {
    // A transaction each: only the orphan's failed.
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await count('gc_child')).toBe(2);
  }
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
  if (DB_KIND !== 'sqlite') {
    // A transaction per unit: nothing is batched; of two buyers of the last unit, one wins and one is refused.
    await sql`update gc_stock set left_count = 1 where id = 1`.execute(db);
    const outcomes = await Promise.allSettled([tx.run(claim(3000)), tx.run(claim(3001))]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const kept = await sql<{ n: number | string }>`select count(*) as n from gc_claim where buyer >= 3000`.execute(db);
    expect(Number(kept.rows[0]!.n)).toBe(1);
    return;
  }
  // Count the statements a batch sends (the bench's way: a plugin sees each statement's result).
  let statements = 0;
  const counted = db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      statements += 1;
      return Promise.resolve(args.result);
    },
  });
  const batched = transactionsFor(counted, 'sqlite');
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

it('a unit whose transaction PostgreSQL ended for a transient reason (a deadlock victim) runs again; its own refusal does not', async () => {
  const own = new OwnTransactions(db);
  let runs = 0;
  const deadlockOnce = async (trx: Kysely<Database>) => {
    runs += 1;
    await sql`insert into gc_claim (id, buyer) values (${5000 + runs}, ${5000 + runs})`.execute(trx);
    if (runs === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    return runs;
  };
  expect(await own.run(deadlockOnce)).toBe(2);
  // The first run's write went with its transaction; the second's is kept.
  const kept = await sql<{ buyer: number }>`select buyer from gc_claim where buyer > 5000 order by buyer`.execute(db);
  expect(kept.rows.map((r) => Number(r.buyer))).toEqual([5002]);
  // A refusal of the unit's own is not run again, and a transient error that keeps coming ends after the attempts.
  let refusals = 0;
  await expect(
    own.run(async () => {
      refusals += 1;
      throw new Refused();
    }),
  ).rejects.toBeInstanceOf(Refused);
  expect(refusals).toBe(1);
  let victims = 0;
  await expect(
    own.run(async () => {
      victims += 1;
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    }),
  ).rejects.toThrow('deadlock detected');
  expect(victims).toBe(TRANSIENT_ATTEMPTS);
});
