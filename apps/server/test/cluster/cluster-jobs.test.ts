import fs from 'node:fs';
import path from 'node:path';
import {
  createPayment,
  getWallet,
  listDataExports,
  placeOrder,
  requestDataExport,
  synthesize,
  withdraw,
  type DataExport,
} from '@curio/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema';
import { createBuyer, createCollection } from '../sale-helpers';
import { checkSaleInvariants, checkSynthesisInvariants, saleBaseline, type SaleBaseline } from '../support/invariants';
import { checkWalletInvariants } from '../support/wallet-invariants';
import { collection, give, makeRecipe } from '../synthesis-helpers';
import type { Member } from '../transfer-helpers';
import { bindCard, createVerifiedUser, openWalletFor, rechargeOf, requestId, WALLET_PASSWORD } from '../wallet-helpers';
import { callAt, startTestCluster, waitFor, type ClusterUnderTest } from './cluster-helpers';
import { soldColumn } from '../support/stock';

// Issue 29: every process runs the background jobs every second. With three processes on one database,
// each job must still do its work exactly once per item: an order closed once (its stock back once), a
// withdrawal settled once, a pledge released once, one export document, one mint per token.
// The work is made due while the three processes are paused, and they resume together (allAtOnce), so
// they race for every item; which process did what is watched from outside (startWriteLog, at the end).
// One cluster for the file; withdrawals settle one second after they are made.
let c: ClusterUnderTest;
let baseline: SaleBaseline;
let writes: WriteLog;
/** The exactly-once checks of every test, run again at the end: a late duplicate would show there. */
const rechecks: { what: string; check: () => Promise<void> }[] = [];
/** The buyers whose orders the closer closed (their data exports show it). */
const closedBuyers: { userId: number; token: string; orderNo: string }[] = [];

beforeAll(async () => {
  c = await startTestCluster(3, { WALLET_SETTLE_SECONDS: '1' });
  baseline = await saleBaseline(c.t.db.kysely);
  writes = await startWriteLog(c);
});
afterAll(async () => {
  writes?.stop();
  for (const p of c?.cluster.processes ?? []) p.child.kill('SIGCONT');
  await c?.close();
});

const db = () => c.t.db.kysely;
const url = () => c.cluster.url;

/** A process's state letter (`T`: stopped). */
const stateOf = (pid: number | undefined) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.charAt(0);
  } catch {
    return '?';
  }
};

/**
 * The hardest case for "once per item": the three processes are paused (SIGSTOP, as a stalled host
 * would be) while `meanwhile` makes the work due, stay paused until each one's one-second job timer is
 * overdue, and are resumed together. Their next passes then start at the same moment, over the same
 * due items, and race for every one of them.
 */
async function allAtOnce(meanwhile: () => Promise<void>): Promise<void> {
  const ps = c.cluster.processes;
  for (const p of ps) p.child.kill('SIGSTOP');
  try {
    await waitFor('every process paused', async () => ps.every((p) => stateOf(p.child.pid) === 'T'), 5_000);
    const pausedAt = Date.now();
    // A write that waits for a paused process's lock would wait for ever: give up (and resume) after 10 s.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      meanwhile(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the preparation did not finish while the processes were paused')), 10_000);
      }),
    ]).finally(() => clearTimeout(timer));
    await waitFor('a job interval passed while paused', async () => Date.now() - pausedAt > 1_200, 5_000);
  } finally {
    for (const p of ps) p.child.kill('SIGCONT');
  }
}

/** The inbox events of a kind, per ref (the thing each is about). */
async function eventsByRef(kind: string, refs: string[]) {
  const rows = await db()
    .selectFrom('inbox_events')
    .select(['user_id', 'ref', 'params'])
    .where('kind', '=', kind)
    .where('ref', 'in', refs)
    .execute();
  const by = new Map<string, typeof rows>();
  for (const r of rows) by.set(r.ref!, [...(by.get(r.ref!) ?? []), r]);
  return by;
}

describe('unpaid orders past their deadline', () => {
  it('are closed once each while three processes run the closer: stock and quota back once, one inbox event', async () => {
    const drops = await Promise.all([0, 1, 2].map(() => createCollection(c.t, 'demo', { supply: 60, limit: 2, price: 990 })));
    const buyers = await Promise.all(Array.from({ length: 63 }, () => createBuyer(c.t, 'demo')));
    const placed = await Promise.all(
      buyers.map(async (b, i) => {
        const quantity = 1 + (i % 2);
        const res = await callAt<{ orderNo: string }>(url(), placeOrder, {
          token: b.token,
          body: { businessType: 4, itemId: drops[i % 3]!, quantity },
        });
        expect(res.code, res.msg).toBe(0);
        return { ...b, orderNo: res.data.orderNo, drop: drops[i % 3]!, quantity };
      }),
    );
    // The last three are not due: the closer must leave them.
    const due = placed.slice(0, 60);
    const notDue = placed.slice(60);
    const unitsOf = (list: typeof placed, drop: number) =>
      list.filter((o) => o.drop === drop).reduce((n, o) => n + o.quantity, 0);
    const sold = async () =>
      new Map(
        (
          await db()
            .selectFrom('collections')
            .select(['id', soldColumn('collections')])
            .where('id', 'in', drops)
            .execute()
        ).map((r) => [r.id, Number(r.sold_count)]),
      );
    for (const d of drops) expect((await sold()).get(d)).toBe(unitsOf(placed, d));

    // Time passes for 60 of them: their deadline is behind them (the closer reads orders.expires_at only).
    const dueNos = due.map((o) => o.orderNo);
    await allAtOnce(async () => {
      await db()
        .updateTable('orders')
        .set({ expires_at: Date.now() - 1_000 })
        .where('order_no', 'in', dueNos)
        .execute();
    });
    const statusOf = async (nos: string[]) =>
      new Map(
        (await db().selectFrom('orders').select(['order_no', 'status', 'ended_at']).where('order_no', 'in', nos).execute()).map(
          (r) => [r.order_no, r],
        ),
      );
    await waitFor(
      'every due order closed',
      async () => [...(await statusOf(dueNos)).values()].every((r) => r.status === 'closed'),
      30_000,
    );

    const check = async () => {
      const rows = await statusOf(dueNos);
      for (const o of due) {
        expect(rows.get(o.orderNo)?.status, o.orderNo).toBe('closed');
        expect(rows.get(o.orderNo)?.ended_at, o.orderNo).not.toBeNull();
      }
      // The stock of every closed order came back exactly once: what is still taken is the open orders'.
      const now = await sold();
      for (const d of drops) expect(now.get(d), `drop ${d}`).toBe(unitsOf(notDue, d));
      // Quota: the closed orders' buyers hold nothing of the drop any more; the open ones still do.
      const quotas = await db()
        .selectFrom('purchase_quotas')
        .select(['user_id', 'item_id', 'taken', 'unpaid_order_id'])
        .where('item_kind', '=', 'collection')
        .where('item_id', 'in', drops)
        .execute();
      const quotaOf = new Map(quotas.map((q) => [`${q.user_id}:${q.item_id}`, q]));
      for (const o of due)
        expect(quotaOf.get(`${o.userId}:${o.drop}`), o.orderNo).toMatchObject({ taken: 0, unpaid_order_id: null });
      for (const o of notDue) {
        expect(quotaOf.get(`${o.userId}:${o.drop}`)?.taken, o.orderNo).toBe(o.quantity);
        expect(quotaOf.get(`${o.userId}:${o.drop}`)?.unpaid_order_id, o.orderNo).not.toBeNull();
      }
      // One "order closed" event in each buyer's inbox; none for the orders still open.
      const events = await eventsByRef(
        'order_closed',
        placed.map((o) => o.orderNo),
      );
      for (const o of due)
        expect(
          events.get(o.orderNo)?.map((e) => e.user_id),
          o.orderNo,
        ).toEqual([o.userId]);
      for (const o of notDue) expect(events.get(o.orderNo), o.orderNo).toBeUndefined();
      expect(await checkSaleInvariants(db(), baseline)).toEqual([]);
    };
    await check();
    // The orders not yet due are still open.
    for (const r of (await statusOf(notDue.map((o) => o.orderNo))).values()) expect(r.status).toBe('pending_payment');
    rechecks.push({ what: 'closed orders', check });
    closedBuyers.push(...due);
  });
});

describe('withdrawals', () => {
  it('settle once each while three processes run the settlement: one bank posting, one notice, one inbox event', async () => {
    // Wallets opened, cards bound and topped up before (as their users did); one card fails at the bank.
    const users = await Promise.all(
      Array.from({ length: 7 }, async (_, i) => {
        const u = await createVerifiedUser(c.t);
        await openWalletFor(c.t, u);
        const fails = i === 6;
        const cardId = await bindCard(c.t, u, fails ? '0052' : '1234');
        expect((await rechargeOf(c.t, u, cardId, 10_000)).code).toBe(0);
        return { ...u, cardId, fails };
      }),
    );
    // Each withdraws twice through the proxy, all at once.
    const bills = await Promise.all(
      users.flatMap((u) =>
        [3_000, 2_000].map(async (amount) => {
          const res = await callAt<{ billNo: string; progress: number }>(url(), withdraw, {
            token: u.token,
            body: { cardId: u.cardId, amount, password: WALLET_PASSWORD, requestId: requestId() },
          });
          expect(res.code, res.msg).toBe(0);
          return { user: u, billNo: res.data.billNo, amount };
        }),
      ),
    );
    const billNos = bills.map((b) => b.billNo);
    // Each is due a second after it was made (WALLET_SETTLE_SECONDS).
    await allAtOnce(() =>
      waitFor('every withdrawal due', async () => {
        const r = await db()
          .selectFrom('wallet_sandbox_movements')
          .select((eb) => eb.fn.max('settle_at').as('last'))
          .where('movement_no', 'in', billNos)
          .executeTakeFirstOrThrow();
        return Number(r.last) <= Date.now();
      }),
    );
    const movements = async () =>
      new Map(
        (
          await db()
            .selectFrom('wallet_sandbox_movements')
            .select(['movement_no', 'state', 'notified'])
            .where('movement_no', 'in', billNos)
            .execute()
        ).map((m) => [m.movement_no, m]),
      );
    await waitFor(
      'every withdrawal settled and its notice sent',
      async () => {
        const ms = await movements();
        return ms.size === bills.length && [...ms.values()].every((m) => m.state !== 'dealing' && m.notified === 1);
      },
      30_000,
    );

    const check = async () => {
      const ms = await movements();
      for (const b of bills) expect(ms.get(b.billNo)?.state, b.billNo).toBe(b.user.fails ? 'failed' : 'success');
      // Each withdrawal was posted twice (taken into clearing, then out to the bank or back): never three times.
      const postings = await db()
        .selectFrom('wallet_sandbox_ledger')
        .select(['movement_no', 'posting_no'])
        .where('movement_no', 'in', billNos)
        .execute();
      for (const b of bills)
        expect(new Set(postings.filter((p) => p.movement_no === b.billNo).map((p) => p.posting_no)).size, b.billNo).toBe(2);
      // The bank received each settled withdrawal once; the failed ones came back to their wallets once.
      const settled = bills.filter((b) => !b.user.fails).reduce((n, b) => n + b.amount, 0);
      expect(await bankReceived(billNos)).toBe(settled);
      for (const u of users) {
        const w = await callAt<{ balance: number; pendingWithdrawal: number }>(url(), getWallet, { token: u.token });
        expect(w.data, `user ${u.userId}`).toMatchObject({ balance: u.fails ? 10_000 : 5_000, pendingWithdrawal: 0 });
      }
      // One notice taken per withdrawal; one "withdrawal settled" in the inbox per settled one.
      const notices = await db()
        .selectFrom('wallet_notices')
        .select(['movement_no', 'kind'])
        .where('movement_no', 'in', billNos)
        .execute();
      for (const b of bills)
        expect(
          notices.filter((n) => n.movement_no === b.billNo).map((n) => n.kind),
          b.billNo,
        ).toEqual([b.user.fails ? 'withdrawal_failed' : 'withdrawal_settled']);
      const events = await eventsByRef('withdrawal_settled', billNos);
      for (const b of bills)
        expect(
          events.get(b.billNo)?.map((e) => e.user_id),
          b.billNo,
        ).toEqual(b.user.fails ? undefined : [b.user.userId]);
      expect(await checkWalletInvariants(db())).toEqual([]);
    };
    await check();
    rechecks.push({ what: 'settled withdrawals', check });
  });
});

/** What the sandbox's bank accounts (all banks) received from these movements. */
async function bankReceived(movementNos: string[]): Promise<number> {
  const r = await db()
    .selectFrom('wallet_sandbox_ledger')
    .select((eb) => eb.fn.sum<string | number>('amount').as('sum'))
    .where('account', 'like', 'bank:%')
    .where('movement_no', 'in', movementNos)
    .executeTakeFirst();
  return Number(r?.sum ?? 0);
}

describe('synthesis pledges', () => {
  it('come back once each when their time comes, while three processes run the release', async () => {
    const [a, b, result] = await Promise.all([collection(c.t), collection(c.t), collection(c.t)]);
    const recipeId = await makeRecipe(c.t, 'demo', {
      resultCollectionId: result,
      fragments: [
        { collectionId: a, count: 2 },
        { collectionId: b, count: 1 },
      ],
      mode: 'pledge',
      pledgeHours: 48,
    });
    // Members holding two sets of fragments each (bought before).
    const members: (Member & { sets: number[][] })[] = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const m: Member = { ...(await createBuyer(c.t, 'demo')), tenantCode: 'demo' };
        const as = await give(c.t, m, a, 4);
        const bs = await give(c.t, m, b, 2);
        return { ...m, sets: [0, 1].map((i) => [as[2 * i]!, as[2 * i + 1]!, bs[i]!]) };
      }),
    );
    // Each pledges both sets through the proxy.
    const pledges = (
      await Promise.all(
        members.map(async (m) => {
          const out: { member: typeof m; id: number; items: number[] }[] = [];
          for (const items of m.sets) {
            const res = await callAt<{ synthesis: { id: number; status: string } }>(url(), synthesize, {
              token: m.token,
              body: { recipeId, itemIds: items },
            });
            expect(res.code, res.msg).toBe(0);
            expect(res.data.synthesis.status).toBe('ing');
            out.push({ member: m, id: res.data.synthesis.id, items });
          }
          return out;
        }),
      )
    ).flat();
    const ids = pledges.map((p) => p.id);
    const itemIds = pledges.flatMap((p) => p.items);
    expect(
      (await db().selectFrom('card_nfts').select('status').where('id', 'in', itemIds).execute()).every(
        (i) => i.status === 'pledged',
      ),
    ).toBe(true);

    // 48 hours pass: the pledges and their items end in the past (together, as time would move them).
    await allAtOnce(async () => {
      const ended = Date.now() - 1_000;
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('card_nfts').set({ pledge_ends_at: ended }).where('id', 'in', itemIds).execute();
          await trx.updateTable('syntheses').set({ pledge_ends_at: ended }).where('id', 'in', ids).execute();
        });
    });
    const statuses = async () => db().selectFrom('syntheses').select(['id', 'status']).where('id', 'in', ids).execute();
    await waitFor('every pledge released', async () => (await statuses()).every((s) => s.status === 'finish'), 30_000);

    const check = async () => {
      expect((await statuses()).map((s) => s.status)).toEqual(ids.map(() => 'finish'));
      // Every item is back with its owner, free again; every input marked returned.
      const items = await db()
        .selectFrom('card_nfts')
        .select(['id', 'user_id', 'status', 'pledge_ends_at'])
        .where('id', 'in', itemIds)
        .execute();
      const itemOf = new Map(items.map((i) => [i.id, i]));
      for (const p of pledges)
        for (const id of p.items)
          expect(itemOf.get(id), `item ${id}`).toMatchObject({ user_id: p.member.userId, status: 'held', pledge_ends_at: null });
      const inputs = await db()
        .selectFrom('synthesis_inputs')
        .select(['synthesis_id', 'state'])
        .where('synthesis_id', 'in', ids)
        .execute();
      expect(inputs).toHaveLength(itemIds.length);
      for (const i of inputs) expect(i.state).toBe('returned');
      // One "pledge finished" per pledge, counting its three items: the release that won gave them back.
      const events = await eventsByRef(
        'pledge_finished',
        ids.map((id) => `synthesis:${id}`),
      );
      for (const p of pledges) {
        const mine = events.get(`synthesis:${p.id}`) ?? [];
        expect(
          mine.map((e) => e.user_id),
          `synthesis ${p.id}`,
        ).toEqual([p.member.userId]);
        expect(JSON.parse(mine[0]!.params!)).toMatchObject({ count: 3, cancelled: 0 });
      }
      expect(await checkSynthesisInvariants(db())).toEqual([]);
    };
    await check();
    rechecks.push({ what: 'released pledges', check });
  });
});

describe('data exports', () => {
  it('are prepared once each while three processes run the export job: one document, one inbox event', async () => {
    const users = closedBuyers.slice(0, 12);
    expect(users).toHaveLength(12);
    const asked = await Promise.all(
      users.map(async (u) => {
        const res = await callAt<DataExport>(url(), requestDataExport, { token: u.token });
        expect(res.code, res.msg).toBe(0);
        expect(res.data.status).toBe('preparing');
        return { ...u, exportId: res.data.id };
      }),
    );
    const exportIds = asked.map((a) => a.exportId);
    // The requests no process has claimed yet are raced for by all three at once.
    await allAtOnce(() => Promise.resolve());
    const rows = async () =>
      db()
        .selectFrom('data_exports')
        .select(['id', 'user_id', 'status', 'document'])
        .where(
          'user_id',
          'in',
          users.map((u) => u.userId),
        )
        .execute();
    await waitFor(
      'every export ready',
      async () => {
        const r = await rows();
        return r.length === users.length && r.every((x) => x.status === 'ready');
      },
      30_000,
    );

    const check = async () => {
      const all = await rows();
      for (const u of asked) {
        const mine = all.filter((r) => r.user_id === u.userId);
        expect(
          mine.map((r) => [r.id, r.status]),
          `user ${u.userId}`,
        ).toEqual([[u.exportId, 'ready']]);
        // The document is this user's: their profile, and the order the closer closed.
        const doc = JSON.parse(mine[0]!.document!) as {
          profile: { userId: number };
          orders: { orderNo: string; status: string }[];
        };
        expect(doc.profile.userId).toBe(u.userId);
        expect(doc.orders.map((o) => [o.orderNo, o.status])).toEqual([[u.orderNo, 'closed']]);
      }
      const events = await eventsByRef(
        'data_export_ready',
        exportIds.map((id) => `export:${id}`),
      );
      for (const u of asked)
        expect(
          events.get(`export:${u.exportId}`)?.map((e) => e.user_id),
          `user ${u.userId}`,
        ).toEqual([u.userId]);
      // What each user sees through the proxy: one export, ready.
      for (const u of asked) {
        const list = await callAt<{ items: DataExport[] }>(url(), listDataExports, { token: u.token });
        expect(list.data.items.map((e) => [e.id, e.status])).toEqual([[u.exportId, 'ready']]);
      }
    };
    await check();
    rechecks.push({ what: 'data exports', check });
  });
});

describe('the chain', () => {
  it('mints every paid unit once: each job confirmed once, one block per job, nothing sent twice', async () => {
    // A rush of buyers paying through the sandbox cashier, over the proxy.
    const drop = await createCollection(c.t, 'demo', { supply: 30, limit: 1, price: 1_990 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createBuyer(c.t, 'demo')));
    const paid = await Promise.all(
      buyers.map(async (b) => {
        const placed = await callAt<{ orderNo: string }>(url(), placeOrder, {
          token: b.token,
          body: { businessType: 4, itemId: drop, quantity: 1 },
        });
        expect(placed.code, placed.msg).toBe(0);
        const payment = await callAt<{ cashierUrl: string }>(url(), createPayment, {
          token: b.token,
          body: { orderNo: placed.data.orderNo, method: 1 },
        });
        expect(payment.code, payment.msg).toBe(0);
        await (await fetch(`${url()}${payment.data.cashierUrl}`)).text();
        const ref = /cashier\/(SBX[0-9A-F]+)/.exec(payment.data.cashierUrl)![1]!;
        const res = await fetch(`${url()}/api/pay-sandbox/cashier/${ref}?lang=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'action=pay&method=1',
          redirect: 'manual',
        });
        await res.text();
        expect(res.status).toBe(303);
        return { ...b, orderNo: placed.data.orderNo };
      }),
    );
    const orders = await db()
      .selectFrom('orders')
      .select(['id', 'status'])
      .where(
        'order_no',
        'in',
        paid.map((p) => p.orderNo),
      )
      .execute();
    expect(orders.map((o) => o.status)).toEqual(paid.map(() => 'paid'));

    // Every job of the file (the purchases', the pledges' fragments and results, the seed's) reaches the chain.
    const open = async () =>
      Number(
        (
          await db()
            .selectFrom('chain_jobs')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .where('status', '<>', 'confirmed')
            .executeTakeFirstOrThrow()
        ).n,
      );
    await waitFor('every chain job confirmed', async () => (await open()) === 0, 60_000);

    const check = async () => {
      const items = await db()
        .selectFrom('card_nfts')
        .select(['id', 'tenant_id', 'token_id', 'user_id'])
        .where('collection_id', '=', drop)
        .execute();
      expect(items.map((i) => i.user_id).sort()).toEqual(paid.map((p) => p.userId).sort());
      const jobs = await db()
        .selectFrom('chain_jobs')
        .select(['id', 'tenant_id', 'kind', 'token_id', 'status', 'tx_hash', 'block_number'])
        .execute();
      // One mint per token, for every item of the rush.
      const mints = jobs.filter((j) => j.kind === 'mint');
      expect(new Set(mints.map((m) => `${m.tenant_id}:${m.token_id}`)).size).toBe(mints.length);
      for (const i of items)
        expect(
          mints.filter((m) => m.tenant_id === i.tenant_id && String(m.token_id) === String(i.token_id)),
          `item ${i.id}`,
        ).toHaveLength(1);
      // Each job landed in a block of its own, and the chain holds exactly those blocks: no job was sent
      // twice and nothing else was sent (the embedded chain seals one block per transaction).
      for (const j of jobs) expect(j.tx_hash, `job ${j.id}`).toMatch(/^0x[0-9a-f]{64}$/);
      expect(new Set(jobs.map((j) => j.tx_hash)).size).toBe(jobs.length);
      const journal = fs
        .readFileSync(path.join(c.t.config.chain.dir, 'blocks.jsonl'), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => (JSON.parse(l) as { n: number }).n);
      expect(journal.sort((x, y) => x - y)).toEqual(jobs.map((j) => Number(j.block_number)).sort((x, y) => x - y));
      expect(await checkSaleInvariants(db(), baseline)).toEqual([]);
      expect(await checkSynthesisInvariants(db())).toEqual([]);
    };
    await check();
    rechecks.push({ what: 'chain jobs', check });
  });
});

describe('three processes, one set of jobs', () => {
  it('shared the work: each item done once by one process, the work by more than one process', async () => {
    writes.look();
    const log = await writes.read();
    const jobs = {
      'close expired orders': (w: Write) => w.tbl === 'orders' && w.to === 'closed',
      'wallet settlement': (w: Write) => w.tbl === 'wallet_sandbox_movements' && (w.to === 'success' || w.to === 'failed'),
      'synthesis pledges': (w: Write) => w.tbl === 'syntheses' && w.to === 'finish',
      'data exports': (w: Write) => w.tbl === 'data_exports' && w.to === 'ready',
    };
    const perProcess: Record<string, number[]> = {};
    for (const [job, isIt] of Object.entries(jobs)) {
      const mine = log.filter(isIt);
      // Each item changed state once, on a connection of one of the server processes.
      expect(new Set(mine.map((w) => w.key)).size, job).toBe(mine.length);
      const counts = [0, 0, 0];
      for (const w of mine) {
        expect(w.process, `${job}: ${w.tbl} ${w.key} written by no server process`).toBeDefined();
        counts[w.process!]! += 1;
      }
      perProcess[job] = counts;
    }
    const spread = `items done by processes 1, 2, 3: ${JSON.stringify(perProcess)}`;
    expect(
      Object.values(perProcess).map((n) => n.reduce((a, b) => a + b, 0)),
      spread,
    ).toEqual([60, 14, 16, 12]);
    // The races took place: over the four batches the processes raced for at the same moment (allAtOnce),
    // more than one process did some of the work. (Which one wins a batch is the scheduler's choice: on a busy
    // machine one process may take a whole batch, so no single job's spread is asserted.)
    const workers = new Set(Object.values(perProcess).flatMap((n) => n.flatMap((k, i) => (k > 0 ? [i] : []))));
    expect(workers.size, spread).toBeGreaterThan(1);
    console.info(`cluster jobs: ${spread}`);
    // The attribution checked against what is known: the chain jobs are process 1's alone (its worker, its chain).
    const confirms = log.filter((w) => w.tbl === 'chain_jobs' && w.to === 'confirmed');
    expect(confirms.length).toBeGreaterThan(0);
    expect(new Set(confirms.map((w) => w.process))).toEqual(new Set([0]));
    expect(new Set(confirms.map((w) => w.key)).size, 'a chain job confirmed twice').toBe(confirms.length);
  });

  it('did nothing twice later, and no process logged an error', async () => {
    for (const r of rechecks) {
      try {
        await r.check();
      } catch (err) {
        throw new Error(`${r.what}, checked again at the end: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    for (const p of c.cluster.processes) expect(p.output(), `process ${p.index + 1}`).not.toMatch(/"level":(50|60)/);
  });
});

// ── Which process wrote what ─────────────────────────────────────────────────────────────────────────
// The rows record nothing about the process that changed them, and the server is not changed for a
// test. So the test watches from outside: triggers it adds to this throwaway database note, for each
// state change the jobs make, the client port of the connection that made it (inet_client_port()), and
// the test maps each process's PostgreSQL connections to their ports (Linux /proc), as they come and go.

/** A state change a job made: the table, the row's key, the new state, the process whose connection made it. */
interface Write {
  tbl: string;
  key: string;
  to: string;
  process: number | undefined;
}

interface WriteLog {
  /** Looks at the processes' connections now (it also does every 200 ms). */
  look(): void;
  read(): Promise<Write[]>;
  stop(): void;
}

const WATCHED: [table: string, column: string, key: string][] = [
  ['orders', 'status', 'id'],
  ['wallet_sandbox_movements', 'state', 'movement_no'],
  ['syntheses', 'status', 'id'],
  ['data_exports', 'status', 'id'],
  ['chain_jobs', 'status', 'id'],
];

async function startWriteLog(cluster: ClusterUnderTest): Promise<WriteLog> {
  const k: Kysely<Database> = cluster.t.db.kysely;
  await sql`create table test_job_writes (
    id bigserial primary key, tbl text not null, row_key text not null, to_state text, client_port int)`.execute(k);
  await sql`create function test_note_job_write() returns trigger language plpgsql as $$
    begin
      insert into test_job_writes (tbl, row_key, to_state, client_port)
      values (tg_table_name, to_jsonb(new) ->> tg_argv[1], to_jsonb(new) ->> tg_argv[0], inet_client_port());
      return null;
    end $$`.execute(k);
  for (const [table, column, key] of WATCHED) {
    await sql
      .raw(
        `create trigger test_note_job_write after update of ${column} on ${table} for each row ` +
          `when (old.${column} is distinct from new.${column}) execute function test_note_job_write('${column}', '${key}')`,
      )
      .execute(k);
  }

  const database = cluster.t.config.database;
  if (database.kind !== 'postgres') throw new Error('the cluster suites run on PostgreSQL');
  const pgPort = Number(new URL(database.url).port);
  const owner = new Map<number, number>();
  const look = () => {
    const inodes = new Map<string, number>();
    for (const p of cluster.cluster.processes) {
      const pid = p.child.pid;
      if (!pid) continue;
      let fds: string[] = [];
      try {
        fds = fs.readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const m = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (m) inodes.set(m[1]!, p.index);
        } catch {
          // closed meanwhile
        }
      }
    }
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text = '';
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const f = line.trim().split(/\s+/);
        const who = f.length > 9 ? inodes.get(f[9]!) : undefined;
        if (who === undefined || parseInt(f[2]!.split(':')[1]!, 16) !== pgPort) continue;
        owner.set(parseInt(f[1]!.split(':')[1]!, 16), who);
      }
    }
  };
  look();
  const timer = setInterval(look, 200);
  return {
    look,
    async read() {
      const rows = await sql<{ tbl: string; row_key: string; to_state: string; client_port: number | null }>`
        select tbl, row_key, to_state, client_port from test_job_writes order by id`.execute(k);
      return rows.rows.map((r) => ({
        tbl: r.tbl,
        key: r.row_key,
        to: r.to_state,
        process: r.client_port === null ? undefined : owner.get(r.client_port),
      }));
    },
    stop: () => clearInterval(timer),
  };
}
