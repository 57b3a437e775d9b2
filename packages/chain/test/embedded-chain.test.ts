import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedChain, tokenIdOf, type EmbeddedChain, type Hex } from '../src/index';
import { expectRevert, runAdapterSuite } from './adapter-suite';

const platformKey = generatePrivateKey();
const alice = privateKeyToAddress(generatePrivateKey());
const bob = privateKeyToAddress(generatePrivateKey());
const dirs: string[] = [];

/** A clock that moves 1.5 s per block, starting at a fixed instant. */
function steppingClock(start = Date.UTC(2026, 0, 1)): () => number {
  let now = start;
  return () => (now += 1500);
}

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'curio-chain-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

runAdapterSuite('embedded chain', async ({ platformKey, otherKey }) => {
  const chain = await createEmbeddedChain({
    dir: newDir(),
    platformKey,
    chainId: 4242,
    now: steppingClock(),
    fundedAddresses: [privateKeyToAddress(otherKey)],
  });
  return {
    chain,
    chainId: 4242,
    executeAs: (key, contract, data) => chain.execute(key, contract, data),
    blockNumber: () => Promise.resolve(chain.blockNumber),
    block: (number) => Promise.resolve(chain.block(number)),
    close: () => chain.close(),
  };
});

describe('embedded chain restart', () => {
  it('answers exactly as before after a restart, and goes on from there', async () => {
    const dir = newDir();
    let chain = await createEmbeddedChain({ dir, platformKey, chainId: 4242, now: steppingClock() });
    const { address: contract, txHash: deployHash } = await chain.deploy({ name: 'Aurora', symbol: 'AUR' });
    const one = tokenIdOf(7, 1);
    const two = tokenIdOf(7, 2);
    const hashes: Hex[] = [deployHash];
    for (const [id, to] of [
      [one, alice],
      [two, alice],
      [tokenIdOf(7, 3), bob],
    ] as const) {
      hashes.push((await chain.mint(contract, to, id, `https://curio.example/t/${id}.json`)).txHash);
    }
    hashes.push((await chain.transfer(contract, alice, bob, two)).txHash);
    hashes.push((await chain.burn(contract, two)).txHash);
    await expectRevert(chain.mint(contract, bob, one, 'x'), 'ERC721InvalidSender');
    const concurrent = await Promise.all([10, 11, 12].map((serial) => chain.mint(contract, bob, tokenIdOf(8, serial), 'u')));
    hashes.push(...concurrent.map((c) => c.txHash));

    const ids = [one, two, tokenIdOf(7, 3), tokenIdOf(8, 12), tokenIdOf(7, 999)];
    const snapshot = async (c: EmbeddedChain) => ({
      height: c.blockNumber,
      blocks: Array.from({ length: c.blockNumber + 1 }, (_, n) => c.block(n)),
      owners: await Promise.all(ids.map((id) => c.ownerOf(contract, id))),
      uris: await Promise.all(ids.map((id) => c.tokenURI(contract, id))),
      histories: await Promise.all(ids.map((id) => c.tokenHistory(contract, id))),
      receipts: await Promise.all(hashes.map((h) => c.receipt(h))),
    });
    const before = await snapshot(chain);
    expect(before.height).toBe(hashes.length);
    expect(before.receipts.every((r) => r?.status === 'success')).toBe(true);
    expect(before.histories[1]!.map((event) => event.kind)).toEqual(['mint', 'transfer', 'burn']);
    await chain.close();
    await expect(chain.ownerOf(contract, one)).rejects.toThrow(/closed/);

    // Reopened later, with a clock far ahead: history keeps its own times.
    chain = await createEmbeddedChain({ dir, platformKey, now: steppingClock(Date.UTC(2027, 5, 1)) });
    expect(chain.chainId).toBe(4242);
    expect(await snapshot(chain)).toEqual(before);

    const after = await chain.transfer(contract, alice, bob, one);
    expect(after.blockNumber).toBe(before.height + 1);
    expect(after.timestamp).toBeGreaterThanOrEqual(Date.UTC(2027, 5, 1));
    expect(await chain.ownerOf(contract, one)).toBe(bob);
    await chain.close();

    await expect(createEmbeddedChain({ dir, platformKey, chainId: 1 })).rejects.toThrow(/chain id 4242/);
  });
});

describe('embedded chain journal', () => {
  it('drops a torn last line (a crash mid-write) and appends cleanly after it', async () => {
    const dir = newDir();
    const first = await createEmbeddedChain({ dir, platformKey });
    const { address } = await first.deploy();
    const minted = await first.mint(address, alice, tokenIdOf(1, 1), 'u1');
    await first.close();
    appendFileSync(join(dir, 'blocks.jsonl'), '{"n":3,"t":17000');

    const second = await createEmbeddedChain({ dir, platformKey });
    expect(second.chainId).toBe(31337);
    expect(second.blockNumber).toBe(2);
    expect(await second.receipt(minted.txHash)).not.toBeNull();
    await second.mint(address, bob, tokenIdOf(1, 2), 'u2');
    await second.close();
    const lines = readFileSync(join(dir, 'blocks.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n)).toEqual([1, 2, 3]);

    const third = await createEmbeddedChain({ dir, platformKey });
    expect(await third.ownerOf(address, tokenIdOf(1, 2))).toBe(bob);
    await third.close();
  });

  it('stops the start when a block does not replay to its recorded hash', async () => {
    const dir = newDir();
    const chain = await createEmbeddedChain({ dir, platformKey });
    await chain.deploy();
    await chain.close();
    const path = join(dir, 'blocks.jsonl');
    const line = JSON.parse(readFileSync(path, 'utf8')) as { t: number };
    line.t += 1;
    rmSync(path);
    appendFileSync(path, `${JSON.stringify(line)}\n`);
    await expect(createEmbeddedChain({ dir, platformKey })).rejects.toThrow(/block 1 replays to/);
  });
});
