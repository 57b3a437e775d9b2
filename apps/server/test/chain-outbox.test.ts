import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { tokenIdOf, type Address } from '@curio/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultyChain, freshChain, newAddress } from './chain-helpers';
import { createTestApp, DB_KIND, startAnotherApp, type TestApp } from './helpers';
import { spawnProcess } from './support/server-process';
import type { TenantContext } from '../src/http/request-context';

const OPERATOR = { authorization: 'Bearer curio-dev-operator-token' };

async function tenantOf(t: { app: TestApp['app'] }, host = 'localhost'): Promise<TenantContext> {
  const tenant = await t.app.tenant.tenants.resolveHost(host);
  if (!tenant) throw new Error(`no tenant on ${host}`);
  return tenant;
}

/** Writes mints the way a purchase will: in one transaction, then wakes the worker. */
async function enqueueMints(
  t: { app: TestApp['app'] },
  tenant: TenantContext,
  collectionId: number,
  serials: number[],
  to: Address,
) {
  await t.app.db.kysely.transaction().execute(async (trx) => {
    for (const serial of serials) {
      await t.app.chain.outbox.enqueueMint(trx, tenant, {
        collectionId,
        serial,
        to,
        uri: `https://example.test/${collectionId}/${serial}`,
      });
    }
  });
  t.app.chain.outbox.notify();
}

async function operatorJobs(app: TestApp['app'], query: string, host = 'localhost') {
  const res = await app.inject({ method: 'GET', url: `/api/operator/chain/jobs?${query}`, headers: { host, ...OPERATOR } });
  return res.json<{
    code: number;
    data: {
      counts: { pending: number; failing: number; confirmed: number };
      contract: { address: string } | null;
      jobs: { id: number; kind: string; attempts: number; lastError: string | null; status: string }[];
    };
  }>();
}

describe(`chain outbox (${DB_KIND})`, () => {
  let t: TestApp;
  let tenant: TenantContext;
  beforeAll(async () => {
    t = await createTestApp();
    tenant = await tenantOf(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes nothing when the transaction that enqueues rolls back', async () => {
    const failed = t.db.kysely.transaction().execute(async (trx) => {
      await t.app.chain.outbox.enqueueMint(trx, tenant, { collectionId: 99, serial: 1, to: newAddress(), uri: 'u' });
      throw new Error('the purchase failed');
    });
    await expect(failed).rejects.toThrow('the purchase failed');
    expect(await t.db.kysely.selectFrom('chain_jobs').select('id').execute()).toEqual([]);
  });

  it("deploys the tenant's contract, mints, and answers the token's on-chain facts", async () => {
    const alice = newAddress();
    await enqueueMints(t, tenant, 1, [1], alice);
    const tokenId = tokenIdOf(1, 1);
    expect(await t.app.chain.outbox.tokenFacts(tenant.id, tokenId)).toMatchObject({
      status: 'minting',
      contractAddress: null,
      mintTxHash: null,
      ownerAddress: null,
    });

    expect(await t.app.chain.worker.runOnce()).toBe(2); // the deploy, then the mint
    const contract = await t.app.chain.outbox.contractOf(tenant.id);
    expect(contract).toMatchObject({
      chainId: 31337,
      standard: 'ERC-721',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });

    const facts = await t.app.chain.outbox.tokenFacts(tenant.id, tokenId);
    expect(facts).toMatchObject({
      chainId: 31337,
      standard: 'ERC-721',
      contractAddress: contract!.address,
      tokenId: tokenId.toString(),
      status: 'minted',
      ownerAddress: alice,
      mintTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      moving: false,
    });
    // What the chain itself says agrees: the holder, the URI, and the receipt's block time.
    const chain = await createEmbeddedChainView(t);
    expect(await chain.ownerOf(contract!.address as Address, tokenId)).toBe(alice);
    expect(await chain.tokenURI(contract!.address as Address, tokenId)).toBe('https://example.test/1/1');
    const receipt = await chain.receipt(facts!.mintTxHash as `0x${string}`);
    expect(receipt).toMatchObject({ status: 'success', timestamp: facts!.certifiedAt });
    // Another tenant knows nothing of this token.
    const aurora = await tenantOf(t, 'aurora.localhost');
    expect(await t.app.chain.outbox.tokenFacts(aurora.id, tokenId)).toBeNull();
    expect(await t.app.chain.outbox.contractOf(aurora.id)).toBeNull();
  });

  it('moves a token in the order its moves were written, and keeps the records', async () => {
    const [alice, bob] = [newAddress(), newAddress()];
    const tokenId = tokenIdOf(2, 7);
    await t.db.kysely.transaction().execute(async (trx) => {
      await t.app.chain.outbox.enqueueMint(trx, tenant, { collectionId: 2, serial: 7, to: alice, uri: 'u' });
      await t.app.chain.outbox.enqueueTransfer(trx, tenant, { tokenId, from: alice, to: bob, dedupeKey: 'gift:1' });
      await t.app.chain.outbox.enqueueTransfer(trx, tenant, { tokenId, from: bob, to: alice, dedupeKey: 'gift:2' });
      await t.app.chain.outbox.enqueueBurn(trx, tenant, { tokenId, from: alice });
    });
    const pending = await t.app.chain.outbox.tokenRecords(tenant.id, tokenId);
    expect(pending.map((r) => [r.kind, r.status])).toEqual([
      ['mint', 'pending'],
      ['transfer', 'pending'],
      ['transfer', 'pending'],
      ['burn', 'pending'],
    ]);
    await t.app.chain.worker.runOnce();
    const records = await t.app.chain.outbox.tokenRecords(tenant.id, tokenId);
    expect(records.map((r) => [r.kind, r.from, r.to, r.status])).toEqual([
      ['mint', '0x0000000000000000000000000000000000000000', alice, 'confirmed'],
      ['transfer', alice, bob, 'confirmed'],
      ['transfer', bob, alice, 'confirmed'],
      ['burn', alice, '0x0000000000000000000000000000000000000000', 'confirmed'],
    ]);
    const blocks = records.map((r) => r.blockNumber!);
    expect(blocks).toEqual([...blocks].sort((a, b) => a - b));
    const chain = await createEmbeddedChainView(t);
    const contract = (await t.app.chain.outbox.contractOf(tenant.id))!.address as Address;
    const history = await chain.tokenHistory(contract, tokenId);
    expect(history.map((e) => e.txHash)).toEqual(records.map((r) => r.txHash));
    expect(await t.app.chain.outbox.tokenFacts(tenant.id, tokenId)).toMatchObject({
      status: 'burned',
      ownerAddress: null,
      moving: false,
    });
  });

  it('a duplicate enqueue is one job, and a second job for a minted token does not mint again', async () => {
    const alice = newAddress();
    await enqueueMints(t, tenant, 3, [1], alice);
    await enqueueMints(t, tenant, 3, [1], alice);
    const jobs = await t.db.kysely
      .selectFrom('chain_jobs')
      .select('id')
      .where('token_id', '=', tokenIdOf(3, 1).toString())
      .execute();
    expect(jobs).toHaveLength(1);
    // A different intent for the same token (a bug elsewhere) finds the mint on chain instead of sending.
    await t.db.kysely.transaction().execute(async (trx) => {
      await t.app.chain.outbox.enqueueMint(trx, tenant, {
        collectionId: 3,
        serial: 1,
        to: alice,
        uri: 'u',
        dedupeKey: 'order:42',
      });
    });
    await t.app.chain.worker.runOnce();
    const rows = await t.db.kysely
      .selectFrom('chain_jobs')
      .select(['status', 'tx_hash'])
      .where('token_id', '=', tokenIdOf(3, 1).toString())
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed']);
    expect(rows[0]!.tx_hash).toBe(rows[1]!.tx_hash);
    const chain = await createEmbeddedChainView(t);
    const contract = (await t.app.chain.outbox.contractOf(tenant.id))!.address as Address;
    expect((await chain.tokenHistory(contract, tokenIdOf(3, 1))).filter((e) => e.kind === 'mint')).toHaveLength(1);
  });

  it('operator calls need the operator key and see only their own tenant', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/operator/chain/jobs', headers: { host: 'localhost' } });
    expect(none.json()).toMatchObject({ code: 4000010 });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/operator/chain/jobs',
      headers: { host: 'localhost', authorization: 'Bearer curio-dev-operator-tokex' },
    });
    expect(wrong.json()).toMatchObject({ code: 4000010 });
    const mine = await operatorJobs(t.app, 'filter=all');
    expect(mine.code).toBe(0);
    expect(mine.data.counts.confirmed).toBeGreaterThan(0);
    const theirs = await operatorJobs(t.app, 'filter=all', 'aurora.localhost');
    expect(theirs.data).toMatchObject({ counts: { pending: 0, failing: 0, confirmed: 0 }, contract: null, jobs: [] });
    const id = mine.data.jobs[0]!.id;
    const retryElsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/operator/chain/jobs/${id}/retry`,
      headers: { host: 'aurora.localhost', ...OPERATOR },
    });
    expect(retryElsewhere.json()).toMatchObject({ code: 4000006 });
  });
});

/** The chain the app's worker sends to, to ask the chain itself. */
const createEmbeddedChainView = (t: TestApp) => t.app.chain.adapter();

describe(`chain outbox when things go wrong (${DB_KIND})`, () => {
  let t: TestApp;
  let tenant: TenantContext;
  let chain: Awaited<ReturnType<typeof freshChain>>;
  let faulty: FaultyChain;
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    chain = await freshChain();
    faulty = new FaultyChain(chain.chain);
    t = await createTestApp({}, { chain: faulty, logStream: capture });
    tenant = await tenantOf(t);
    await enqueueMints(t, tenant, 10, [1], newAddress());
    await t.app.chain.worker.runOnce();
  });
  afterAll(async () => {
    await t.close();
    await chain.close();
  });

  const contractAddress = async () => (await t.app.chain.outbox.contractOf(tenant.id))!.address as Address;
  const mintsOf = async (tokenId: bigint) =>
    (await chain.chain.tokenHistory(await contractAddress(), tokenId)).filter((e) => e.kind === 'mint');

  it('a worker that dies after the chain took the mint: the retry records it and mints nothing more', async () => {
    const alice = newAddress();
    await enqueueMints(t, tenant, 11, [1, 2, 3], alice);
    faulty.dieAfterSend = 1;
    const before = faulty.sent.mint;
    await t.app.chain.worker.runOnce();
    expect(faulty.sent.mint - before).toBe(3);
    const first = await t.db.kysely
      .selectFrom('chain_jobs')
      .selectAll()
      .where('token_id', '=', tokenIdOf(11, 1).toString())
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'worker died after sending' });

    t.clock.advance(2_000); // the first retry's backoff
    await t.app.chain.worker.runOnce();
    expect(faulty.sent.mint - before).toBe(3); // found on chain, not sent again
    const mints = await mintsOf(tokenIdOf(11, 1));
    expect(mints).toHaveLength(1);
    const facts = await t.app.chain.outbox.tokenFacts(tenant.id, tokenIdOf(11, 1));
    expect(facts).toMatchObject({ status: 'minted', mintTxHash: mints[0]!.txHash, certifiedAt: mints[0]!.timestamp });
  });

  it('a worker that died holding a claim: its jobs wait for the lease, then go out once', async () => {
    const alice = newAddress();
    await enqueueMints(t, tenant, 12, [1, 2], alice);
    // A process claims the jobs and dies before sending.
    const now = t.clock();
    const claimed = await t.db.kysely
      .updateTable('chain_jobs')
      .set({ locked_by: 'dead-process', locked_until: now + 120_000, attempts: 1 })
      .where('status', '=', 'pending')
      .where('token_id', 'in', [tokenIdOf(12, 1).toString(), tokenIdOf(12, 2).toString()])
      .executeTakeFirst();
    expect(Number(claimed.numUpdatedRows)).toBe(2);
    expect(await t.app.chain.worker.runOnce()).toBe(0);
    t.clock.advance(120_001);
    expect(await t.app.chain.worker.runOnce()).toBe(2);
    expect(await mintsOf(tokenIdOf(12, 1))).toHaveLength(1);
    expect(await mintsOf(tokenIdOf(12, 2))).toHaveLength(1);
  });

  it('an unreachable chain: retried with backoff, surfaced to the operator and in the log, then delivered', async () => {
    const alice = newAddress();
    await enqueueMints(t, tenant, 13, [1], alice);
    const tokenId = tokenIdOf(13, 1).toString();
    faulty.down = true;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await t.app.chain.worker.runOnce()).toBe(1);
      const job = await t.db.kysely
        .selectFrom('chain_jobs')
        .selectAll()
        .where('token_id', '=', tokenId)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'pending', attempts: attempt, last_error: 'connect ECONNREFUSED 127.0.0.1:8545' });
      const delay = Number(job.next_attempt_at) - Number(job.updated_at);
      delays.push(delay);
      // Not due before its time.
      expect(await t.app.chain.worker.runOnce()).toBe(0);
      t.clock.advance(delay + 1);
    }
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 64_000]);

    const failing = lines.map((l) => JSON.parse(l) as { msg: string; jobId?: number; attempts?: number; level: number });
    const alerts = failing.filter((l) => l.msg === 'chain job failing');
    expect(alerts.map((l) => l.attempts)).toEqual([5, 6]);
    expect(alerts.every((l) => l.level === 50)).toBe(true);

    const view = await operatorJobs(t.app, 'filter=failing');
    expect(view.data.counts.failing).toBe(1);
    expect(view.data.jobs).toEqual([
      expect.objectContaining({ kind: 'mint', attempts: 6, lastError: 'connect ECONNREFUSED 127.0.0.1:8545', status: 'pending' }),
    ]);

    // The node is back; the operator does not wait for the next backoff.
    faulty.down = false;
    t.clock.advance(-64_000);
    expect(await t.app.chain.worker.runOnce()).toBe(0);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/operator/chain/jobs/${view.data.jobs[0]!.id}/retry`,
      headers: { host: 'localhost', ...OPERATOR },
    });
    expect(retry.json()).toMatchObject({ code: 0, data: { retried: true } });
    expect(await t.app.chain.worker.runOnce()).toBe(1);
    expect(await mintsOf(tokenIdOf(13, 1))).toHaveLength(1);
    const after = await operatorJobs(t.app, 'filter=failing');
    expect(after.data.counts.failing).toBe(0);
    expect(after.data.jobs).toEqual([]);
  });

  it('several workers on one database send each job once', async () => {
    const others = await Promise.all([
      startAnotherApp(t, { chain: faulty, clock: t.clock }),
      startAnotherApp(t, { chain: faulty, clock: t.clock }),
    ]);
    try {
      const alice = newAddress();
      const serials = Array.from({ length: 30 }, (_, i) => i + 1);
      await enqueueMints(t, tenant, 14, serials, alice);
      const before = faulty.sent.mint;
      const done = await Promise.all([t.app.chain.worker.runOnce(), ...others.map((o) => o.app.chain.worker.runOnce())]);
      expect(done.reduce((a, b) => a + b, 0)).toBe(30);
      expect(faulty.sent.mint - before).toBe(30);
      for (const serial of serials) expect(await mintsOf(tokenIdOf(14, serial))).toHaveLength(1);
    } finally {
      for (const o of others) await o.close();
    }
  });
});

describe(`chain outbox across a killed process (${DB_KIND})`, () => {
  it('SIGKILL mid-run, then a restart: every job lands exactly once', { timeout: 60_000 }, async () => {
    const masterKey = randomBytes(32).toString('hex');
    const t = await createTestApp({ MASTER_KEY: masterKey });
    try {
      const tenant = await tenantOf(t);
      const alice = newAddress();
      const serials = Array.from({ length: 120 }, (_, i) => i + 1);
      await enqueueMints(t, tenant, 20, serials, alice);

      // A server process with the worker on, on the same database and chain folder.
      const worker = spawnProcess(t, 'chain-worker-process', masterKey, { LOG_LEVEL: 'info', CHAIN_WORKER: '1' });
      // Killed as soon as the database holds ten confirmed mints (with more in flight). The database, not
      // the log, says so: log lines are written in batches (decision 021) and may arrive after the fact.
      const confirmedMints = async () =>
        (
          await t.db.kysely
            .selectFrom('chain_jobs')
            .select('id')
            .where('status', '=', 'confirmed')
            .where('kind', '=', 'mint')
            .execute()
        ).length;
      await worker.until(async () => (await confirmedMints()) >= 10);
      worker.child.kill('SIGKILL');
      await worker.exited;
      const landedBeforeKill = await t.db.kysely
        .selectFrom('chain_jobs')
        .select('id')
        .where('status', '=', 'confirmed')
        .where('kind', '=', 'mint')
        .execute();
      expect(landedBeforeKill.length).toBeGreaterThanOrEqual(10);
      expect(landedBeforeKill.length).toBeLessThan(120);

      // The restart: a new process on the same database and journal, after the dead one's leases ran out.
      const restarted = await startAnotherApp(t);
      try {
        restarted.clock.advance(121_000);
        await restarted.app.chain.worker.runOnce();
        const jobs = await t.db.kysely.selectFrom('chain_jobs').selectAll().where('kind', '=', 'mint').orderBy('id').execute();
        expect(jobs.every((j) => j.status === 'confirmed')).toBe(true);
        const contract = (await restarted.app.chain.outbox.contractOf(tenant.id))!.address as Address;
        const chain = await restarted.app.chain.adapter();
        for (const job of jobs) {
          const history = await chain.tokenHistory(contract, BigInt(job.token_id));
          expect(history.map((e) => e.kind)).toEqual(['mint']);
          expect(history[0]!.txHash).toBe(job.tx_hash);
          expect(await chain.ownerOf(contract, BigInt(job.token_id))).toBe(alice);
        }
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});
