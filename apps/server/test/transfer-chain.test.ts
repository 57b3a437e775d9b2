import { randomBytes } from 'node:crypto';
import type { Address } from '@curio/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN_CHANNEL } from '../src/modules/tenant/index';
import { FaultyChain, freshChain } from './chain-helpers';
import { createTestApp, DB_KIND, startAnotherApp, type TestApp } from './helpers';
import { checkTransferInvariants } from './support/invariants';
import { spawnProcess } from './support/server-process';
import { gift, grant, item, member } from './transfer-helpers';

describe(`gift: a chain transfer that fails, then lands (${DB_KIND})`, () => {
  let t: TestApp;
  let chain: Awaited<ReturnType<typeof freshChain>>;
  let faulty: FaultyChain;
  beforeAll(async () => {
    chain = await freshChain();
    faulty = new FaultyChain(chain.chain);
    t = await createTestApp({}, { chain: faulty });
  });
  afterAll(async () => {
    await t.close();
    await chain.close();
  });

  const transferJob = async (token: string) =>
    t.db.kysely
      .selectFrom('chain_jobs')
      .selectAll()
      .where('kind', '=', 'transfer')
      .where('token_id', '=', token)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('the node is down: the item stays frozen and the giver’s; the outbox retries and the recipient gets it once', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const [id] = await grant(t, alice);
    await t.app.chain.worker.runOnce(); // minted
    expect((await gift(t, alice, id!, bob)).code).toBe(0);

    faulty.down = true;
    await t.app.chain.worker.runOnce();
    const row = await item(t, id!);
    const failed = await transferJob(row.token_id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') });
    expect(row).toMatchObject({ user_id: alice.userId, status: 'frozen', transfer_job_id: failed.id });
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);

    faulty.down = false;
    t.clock.advance(3_000); // past the first backoff
    const sentBefore = faulty.sent.transfer;
    await t.app.chain.worker.runOnce();
    expect(faulty.sent.transfer - sentBefore).toBe(1);
    expect(await item(t, id!)).toMatchObject({ user_id: bob.userId, status: 'held', transfer_job_id: null });
    const contract = (await t.app.chain.outbox.contractOf(row.tenant_id))!.address as Address;
    const bobAddress = await t.app.identity.chainAccounts.addressOn(row.tenant_id, bob.userId, DEFAULT_CHAIN_CHANNEL);
    expect(await faulty.ownerOf(contract, BigInt(row.token_id))).toBe(bobAddress);
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
  });

  it('the worker dies after sending: the next attempt finds the transfer on chain and records it, never sends it twice', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const [id] = await grant(t, alice);
    await t.app.chain.worker.runOnce();
    expect((await gift(t, alice, id!, bob)).code).toBe(0);
    faulty.dieAfterSend = 1;
    const sentBefore = faulty.sent.transfer;
    await t.app.chain.worker.runOnce();
    expect((await item(t, id!)).status).toBe('frozen');
    t.clock.advance(3_000);
    await t.app.chain.worker.runOnce();
    expect(faulty.sent.transfer - sentBefore).toBe(1);
    const row = await item(t, id!);
    expect(row).toMatchObject({ user_id: bob.userId, status: 'held' });
    const contract = (await t.app.chain.outbox.contractOf(row.tenant_id))!.address as Address;
    const history = await faulty.tokenHistory(contract, BigInt(row.token_id));
    expect(history.map((e) => e.kind)).toEqual(['mint', 'transfer']);
    expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
  });
});

describe(`gift: a SIGKILL while transfers are pending (${DB_KIND})`, () => {
  it('after a restart every gifted item is transferred exactly once', { timeout: 90_000 }, async () => {
    const masterKey = randomBytes(32).toString('hex');
    const t = await createTestApp({ MASTER_KEY: masterKey });
    try {
      const alice = await member(t);
      const bob = await member(t);
      // Mints and gifts written while no worker runs: the killed process sends mints, then transfers.
      const ids = await grant(t, alice, { count: 40 });
      for (const id of ids) expect((await gift(t, alice, id, bob)).code).toBe(0);

      const worker = spawnProcess(t, 'chain-worker-process', masterKey, { LOG_LEVEL: 'info', CHAIN_WORKER: '1' });
      const confirmedTransfers = async () =>
        (
          await t.db.kysely
            .selectFrom('chain_jobs')
            .select('id')
            .where('status', '=', 'confirmed')
            .where('kind', '=', 'transfer')
            .execute()
        ).length;
      // Killed once the database holds a few confirmed transfers (with more in flight).
      await worker.until(async () => (await confirmedTransfers()) >= 3);
      worker.child.kill('SIGKILL');
      await worker.exited;
      const landed = await confirmedTransfers();
      expect(landed).toBeGreaterThanOrEqual(3);
      expect(landed).toBeLessThan(40);
      // Whatever was confirmed is already the recipient's: never a confirmed transfer with a frozen item.
      expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);

      const restarted = await startAnotherApp(t);
      try {
        restarted.clock.advance(121_000); // the dead worker's leases run out
        await restarted.app.chain.worker.runOnce();
        const tenantId = (await item(t, ids[0]!)).tenant_id;
        const contract = (await restarted.app.chain.outbox.contractOf(tenantId))!.address as Address;
        const adapter = await restarted.app.chain.adapter();
        const bobAddress = await restarted.app.identity.chainAccounts.addressOn(tenantId, bob.userId, DEFAULT_CHAIN_CHANNEL);
        for (const id of ids) {
          const row = await item(t, id);
          expect(row).toMatchObject({ user_id: bob.userId, status: 'held', transfer_job_id: null });
          const history = await adapter.tokenHistory(contract, BigInt(row.token_id));
          expect(history.map((e) => e.kind)).toEqual(['mint', 'transfer']);
          expect(await adapter.ownerOf(contract, BigInt(row.token_id))).toBe(bobAddress);
        }
        expect(await checkTransferInvariants(t.db.kysely)).toEqual([]);
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});
