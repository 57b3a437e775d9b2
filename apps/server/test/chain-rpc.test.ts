import { tokenIdOf, type Address } from '@curio/chain';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHardhatNode, type HardhatNode } from '../../../packages/chain/test/hardhat-node';
import { newAddress } from './chain-helpers';
import { createTestApp, DB_KIND, type TestApp } from './helpers';

// The server configured for a JSON-RPC node (CHAIN_RPC_URL) instead of the embedded chain: the same
// outbox deploys, mints, moves and burns on a real node, and its facts agree with the node.
describe(`chain outbox on a JSON-RPC node (${DB_KIND})`, () => {
  let node: HardhatNode;
  let t: TestApp;
  const platformKey = generatePrivateKey();

  beforeAll(async () => {
    node = await startHardhatNode({ accounts: [{ privateKey: platformKey }], chainId: 31337 });
    t = await createTestApp({ CHAIN_RPC_URL: node.url, CHAIN_KEY: platformKey, CHAIN_ID: String(node.chainId) });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await node?.stop();
  });

  it('deploys, mints, transfers and burns through the node, once each', { timeout: 60_000 }, async () => {
    const tenant = (await t.app.tenant.tenants.resolveHost('aurora.localhost'))!;
    const [alice, bob] = [newAddress(), newAddress()];
    const tokenId = tokenIdOf(5, 3);
    await t.db.kysely.transaction().execute(async (trx) => {
      await t.app.chain.outbox.enqueueMint(trx, tenant, { collectionId: 5, serial: 3, to: alice, uri: 'ipfs://x' });
      await t.app.chain.outbox.enqueueTransfer(trx, tenant, { tokenId, from: alice, to: bob, dedupeKey: 'gift:7' });
    });
    expect(await t.app.chain.worker.runOnce()).toBe(3);
    const facts = await t.app.chain.outbox.tokenFacts(tenant.id, tokenId);
    expect(facts).toMatchObject({ status: 'minted', ownerAddress: bob, chainId: 31337 });

    const chain = await t.app.chain.adapter();
    const contract = facts!.contractAddress as Address;
    expect(await chain.ownerOf(contract, tokenId)).toBe(bob);
    const history = await chain.tokenHistory(contract, tokenId);
    const records = await t.app.chain.outbox.tokenRecords(tenant.id, tokenId);
    expect(history.map((e) => [e.kind, e.txHash, e.blockNumber, e.timestamp])).toEqual(
      records.map((r) => [r.kind, r.txHash, r.blockNumber, r.time]),
    );
    expect(facts!.certifiedAt).toBe(history[0]!.timestamp);

    await t.db.kysely.transaction().execute((trx) => t.app.chain.outbox.enqueueBurn(trx, tenant, { tokenId, from: bob }));
    expect(await t.app.chain.worker.runOnce()).toBe(1);
    expect(await chain.ownerOf(contract, tokenId)).toBeNull();
    expect(await t.app.chain.outbox.tokenFacts(tenant.id, tokenId)).toMatchObject({ status: 'burned', ownerAddress: null });
  });

  it('refuses to start sending to a node of another chain id', { timeout: 60_000 }, async () => {
    const other = await createTestApp({ CHAIN_RPC_URL: node.url, CHAIN_KEY: platformKey, CHAIN_ID: '999' });
    try {
      await expect(other.app.chain.adapter()).rejects.toThrow(/chain id 31337/);
    } finally {
      await other.close();
    }
  });
});
