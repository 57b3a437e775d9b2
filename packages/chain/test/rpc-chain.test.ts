// The JSON-RPC adapter against a real node: a Hardhat node (hardhat@2 from npm, offline) that each suite starts
// on a free loopback port and stops by its process id.
import { createPublicClient, createTestClient, createWalletClient, encodeAbiParameters, http, keccak256, pad } from 'viem';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintData } from '../src/contract';
import { ChainRevertError, createRpcChain, tokenIdOf, type Address, type Hex, type RpcChain } from '../src/index';
import { runAdapterSuite } from './adapter-suite';
import { startHardhatNode, type HardhatNode } from './hardhat-node';

const POLL_MS = 20;
const publicClient = (url: string) => createPublicClient({ transport: http(url) });
const hardhatClient = (url: string) => createTestClient({ mode: 'hardhat', transport: http(url) });

/** The storage slot of the owner of `tokenId` in a mapping at slot `base` (ERC721's `_owners`). */
const ownerSlot = (tokenId: bigint, base: bigint): Hex =>
  keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [tokenId, base]));

/** Finds ERC721's `_owners` slot from a token `holder` holds, so a test can make "someone else" own a token:
 *  the state moving under a transaction after it was simulated. */
async function ownersBase(client: ReturnType<typeof publicClient>, contract: Address, tokenId: bigint, holder: Address) {
  for (let base = 0n; base < 16n; base++) {
    const value = await client.getStorageAt({ address: contract, slot: ownerSlot(tokenId, base) });
    if (value && BigInt(value) === BigInt(holder)) return base;
  }
  throw new Error('no _owners mapping found');
}

/** A JSON-RPC pass-through to `target` that can run a step just before it forwards a raw transaction. */
async function startProxy(target: string) {
  const proxy = {
    url: '',
    beforeSend: null as (() => Promise<void>) | null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const step = proxy.beforeSend;
        if (step && (JSON.parse(body) as { method?: string }).method === 'eth_sendRawTransaction') {
          proxy.beforeSend = null;
          await step();
        }
        const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(await answer.text());
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

runAdapterSuite('JSON-RPC adapter on a Hardhat node', async ({ platformKey, otherKey }) => {
  const node = await startHardhatNode({ accounts: [{ privateKey: platformKey }, { privateKey: otherKey }] });
  const chain = await createRpcChain({ url: node.url, platformKey, chainId: node.chainId, pollIntervalMs: POLL_MS });
  const others = new Map<Hex, RpcChain>();
  const client = publicClient(node.url);
  return {
    chain,
    chainId: node.chainId,
    async executeAs(key, contract, data) {
      let other = others.get(key);
      if (!other) {
        other = await createRpcChain({ url: node.url, platformKey: key, pollIntervalMs: POLL_MS });
        others.set(key, other);
      }
      return other.execute(contract, data);
    },
    blockNumber: async () => Number(await client.getBlockNumber({ cacheTime: 0 })),
    async block(number) {
      const block = await client.getBlock({ blockNumber: BigInt(number) });
      return { hash: block.hash, timestamp: Number(block.timestamp) * 1000 };
    },
    async close() {
      await chain.close();
      for (const other of others.values()) await other.close();
      await node.stop();
    },
  };
});

describe('JSON-RPC adapter: what only a real node does', () => {
  const platformKey = generatePrivateKey();
  const platform = privateKeyToAccount(platformKey);
  const alice = privateKeyToAddress(generatePrivateKey());
  const bob = privateKeyToAddress(generatePrivateKey());
  let node: HardhatNode;
  let chain: RpcChain;
  let client: ReturnType<typeof publicClient>;
  let testClient: ReturnType<typeof hardhatClient>;
  let contract: Address;
  let deployBlock: number;

  /** Polls until the platform key has `count` transactions including pending ones (no fixed sleeps). */
  async function untilPendingCount(count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await client.getTransactionCount({ address: platform.address, blockTag: 'pending' })) < count) {
      if (Date.now() > deadline) throw new Error(`the node never saw ${count} transactions`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  beforeAll(async () => {
    node = await startHardhatNode({ accounts: [{ privateKey: platformKey }] });
    chain = await createRpcChain({ url: node.url, platformKey, pollIntervalMs: POLL_MS });
    client = publicClient(node.url);
    testClient = hardhatClient(node.url);
    const deployed = await chain.deploy();
    contract = deployed.address;
    deployBlock = deployed.blockNumber;
  });

  afterAll(async () => {
    await chain?.close();
    await node?.stop();
  });

  it('takes the chain id from the node, and refuses a node with another one', async () => {
    expect(chain.chainId).toBe(31337);
    await expect(createRpcChain({ url: node.url, platformKey, chainId: 1 })).rejects.toThrow(/chain id 31337, not 1/);
  });

  it('answers a transaction that was mined and reverted as `reverted`, and recovers its nonce after another sender used the key', async () => {
    const id = tokenIdOf(3, 1);
    await chain.mint(contract, alice, id, 'u');
    // The same key, outside the adapter, sends a duplicate mint with a fixed gas limit (no estimate, no simulation).
    const wallet = createWalletClient({ account: platform, transport: http(node.url) });
    const nonce = await client.getTransactionCount({ address: platform.address, blockTag: 'pending' });
    const hash = await wallet.sendTransaction({ to: contract, data: mintData(bob, id, 'u'), gas: 500_000n, nonce, chain: null });
    const receipt = await chain.receipt(hash);
    expect(receipt).toMatchObject({ status: 'reverted' });
    const block = await client.getBlock({ blockNumber: BigInt(receipt!.blockNumber) });
    expect(receipt!.timestamp).toBe(Number(block.timestamp) * 1000);
    expect(await chain.ownerOf(contract, id)).toBe(alice);

    // The adapter's own next nonce was taken: the node refuses it, the adapter asks the node and sends again.
    const next = await chain.mint(contract, bob, tokenIdOf(3, 2), 'u');
    expect(next.blockNumber).toBe(receipt!.blockNumber + 1);
    expect(await chain.ownerOf(contract, tokenIdOf(3, 2))).toBe(bob);
  });

  it('refuses a transaction that a pending one makes revert, before sending it', async () => {
    const id = tokenIdOf(3, 3);
    await testClient.setAutomine(false);
    try {
      const wallet = createWalletClient({ account: platform, transport: http(node.url) });
      const nonce = await client.getTransactionCount({ address: platform.address, blockTag: 'pending' });
      await wallet.sendTransaction({ to: contract, data: mintData(bob, id, 'theirs'), gas: 500_000n, nonce, chain: null });
      // Simulation on the latest block passes; the gas estimate on the pending block reverts: nothing is sent.
      const fresh = await createRpcChain({ url: node.url, platformKey, pollIntervalMs: POLL_MS });
      const refused = await fresh.mint(contract, alice, id, 'ours').catch((e: unknown) => e);
      await fresh.close();
      expect(refused).toBeInstanceOf(ChainRevertError);
      expect((refused as ChainRevertError).reason).toBe('ERC721InvalidSender');
      expect((refused as ChainRevertError).mined).toBeUndefined();
      expect(await client.getTransactionCount({ address: platform.address, blockTag: 'pending' })).toBe(nonce + 1);
      await testClient.mine({ blocks: 1 });
    } finally {
      await testClient.setAutomine(true);
    }
    expect(await chain.ownerOf(contract, id)).toBe(bob);
  });

  it('reports a transaction that reverted after it was sent with where it was mined', async () => {
    const base = await ownersBase(client, contract, tokenIdOf(3, 2), bob);
    const id = tokenIdOf(3, 4);
    const height = Number(await client.getBlockNumber({ cacheTime: 0 }));
    const nonce = await client.getTransactionCount({ address: platform.address, blockTag: 'pending' });
    await testClient.setAutomine(false);
    let outcome: unknown;
    try {
      const sending = chain.mint(contract, alice, id, 'ours').catch((e: unknown) => e);
      await untilPendingCount(nonce + 1); // simulated, estimated and sent: waiting in the pool
      await testClient.setStorageAt({ address: contract, index: ownerSlot(id, base), value: pad(bob) }); // the state moves
      await testClient.mine({ blocks: 1 });
      outcome = await sending;
    } finally {
      await testClient.setAutomine(true);
    }
    expect(outcome).toBeInstanceOf(ChainRevertError);
    const error = outcome as ChainRevertError;
    expect(error.reason).toBe('ERC721InvalidSender');
    expect(error.mined).toMatchObject({ blockNumber: height + 1 });
    expect(error.message).toContain(`in block ${height + 1}, transaction ${error.mined!.txHash}`);
    expect(await chain.receipt(error.mined!.txHash)).toEqual({
      status: 'reverted',
      blockNumber: error.mined!.blockNumber,
      timestamp: error.mined!.timestamp,
    });
    expect(await chain.ownerOf(contract, id)).toBe(bob);

    // Its nonce is spent; the next send takes the one after it.
    const next = await chain.mint(contract, alice, tokenIdOf(3, 5), 'u');
    expect(next.blockNumber).toBe(height + 2);
    expect(await client.getTransactionCount({ address: platform.address })).toBe(nonce + 2);
  });

  it('reads history of contracts it did not deploy, from block 0 or from the configured block', async () => {
    const minted = await chain.mint(contract, alice, tokenIdOf(4, 1), 'u');
    const other = await createRpcChain({ url: node.url, platformKey, pollIntervalMs: POLL_MS });
    expect(await other.tokenHistory(contract, tokenIdOf(4, 1))).toEqual([
      { kind: 'mint', from: '0x0000000000000000000000000000000000000000', to: alice, ...minted },
    ]);
    await other.close();
    const later = await createRpcChain({ url: node.url, platformKey, fromBlock: minted.blockNumber + 1 });
    expect(await later.tokenHistory(contract, tokenIdOf(4, 1))).toEqual([]);
    await later.close();
    expect(deployBlock).toBeLessThan(minted.blockNumber);
  });

  it('refuses every call once closed', async () => {
    const closing = await createRpcChain({ url: node.url, platformKey });
    await closing.close();
    await expect(closing.mint(contract, alice, tokenIdOf(4, 9), 'u')).rejects.toThrow(/closed/);
    await expect(closing.ownerOf(contract, tokenIdOf(4, 1))).rejects.toThrow(/closed/);
    await expect(closing.tokenHistory(contract, tokenIdOf(4, 1))).rejects.toThrow(/closed/);
  });
});

describe('JSON-RPC adapter: a node that answers a mined revert with an error (Hardhat’s default)', () => {
  it('finds the transaction on the node and reports where it was mined, and the nonce stays in step', async () => {
    const platformKey = generatePrivateKey();
    const alice = privateKeyToAddress(generatePrivateKey());
    const bob = privateKeyToAddress(generatePrivateKey());
    const node = await startHardhatNode({
      accounts: [{ privateKey: platformKey }],
      network: { throwOnTransactionFailures: true },
    });
    const proxy = await startProxy(node.url);
    const chain = await createRpcChain({ url: proxy.url, platformKey, pollIntervalMs: POLL_MS });
    try {
      const client = publicClient(node.url);
      const { address: contract } = await chain.deploy();
      await chain.mint(contract, bob, tokenIdOf(5, 1), 'u');
      const base = await ownersBase(client, contract, tokenIdOf(5, 1), bob);

      const id = tokenIdOf(5, 2);
      // Simulated and estimated; then, just before the node gets it, someone else comes to own the token.
      proxy.beforeSend = async () => {
        await hardhatClient(node.url).setStorageAt({ address: contract, index: ownerSlot(id, base), value: pad(bob) });
      };
      const error = await chain.mint(contract, alice, id, 'ours').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ChainRevertError);
      expect((error as ChainRevertError).reason).toBe('ERC721InvalidSender');
      const mined = (error as ChainRevertError).mined!;
      expect(mined).toBeDefined();
      expect(await chain.receipt(mined.txHash)).toEqual({
        status: 'reverted',
        blockNumber: mined.blockNumber,
        timestamp: mined.timestamp,
      });

      const next = await chain.mint(contract, alice, tokenIdOf(5, 3), 'u');
      expect(next.blockNumber).toBe(mined.blockNumber + 1);
      expect(await chain.ownerOf(contract, tokenIdOf(5, 3))).toBe(alice);
    } finally {
      await chain.close();
      await proxy.close();
      await node.stop();
    }
  });
});
