import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeFunctionData, zeroAddress, type Abi } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChainRevertError,
  createEmbeddedChain,
  curioCollectible,
  tokenIdOf,
  type Address,
  type EmbeddedChain,
  type Hex,
} from '../src/index';

const platformKey = generatePrivateKey();
const platform = privateKeyToAddress(platformKey);
const aliceKey = generatePrivateKey();
const alice = privateKeyToAddress(aliceKey);
const bob = privateKeyToAddress(generatePrivateKey());
const abi = curioCollectible.abi as Abi;
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

async function expectRevert(promise: Promise<unknown>, reason: string): Promise<ChainRevertError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChainRevertError);
  expect((error as ChainRevertError).reason).toBe(reason);
  return error as ChainRevertError;
}

describe('embedded chain', () => {
  let dir: string;
  let chain: EmbeddedChain;
  let contract: Address;
  const one = tokenIdOf(7, 1);
  const two = tokenIdOf(7, 2);
  const hashes: Hex[] = [];

  beforeAll(async () => {
    dir = newDir();
    chain = await createEmbeddedChain({ dir, platformKey, chainId: 4242, now: steppingClock(), fundedAddresses: [alice] });
    const deployed = await chain.deploy({ name: 'Aurora', symbol: 'AUR' });
    contract = deployed.address;
    hashes.push(deployed.txHash);
  });

  afterAll(async () => {
    await chain.close();
  });

  it('deploys with the configured chain id, owned by the platform key', async () => {
    expect(chain.chainId).toBe(4242);
    expect(chain.platformAddress).toBe(platform);
    expect(contract).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(chain.blockNumber).toBe(1);
    const receipt = await chain.receipt(hashes[0]!);
    expect(receipt).toEqual({ status: 'success', blockNumber: 1, timestamp: chain.block(1)!.timestamp });
  });

  it('mints, answers owner and metadata URI, and confirms with block number and time', async () => {
    const minted = await chain.mint(contract, alice, one, 'https://curio.example/t/7/1.json');
    hashes.push(minted.txHash);
    expect(minted.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(minted.blockNumber).toBe(2);
    expect(minted.timestamp % 1000).toBe(0);
    expect(minted.timestamp).toBe(chain.block(2)!.timestamp);
    expect(chain.block(2)!.hash).not.toBe(chain.block(1)!.hash);
    expect(await chain.ownerOf(contract, one)).toBe(alice);
    expect(await chain.tokenURI(contract, one)).toBe('https://curio.example/t/7/1.json');
    expect(await chain.receipt(minted.txHash)).toEqual({ status: 'success', blockNumber: 2, timestamp: minted.timestamp });
  });

  it('moves any holder’s token by the platform key alone, and burns it', async () => {
    const minted = await chain.mint(contract, alice, two, 'https://curio.example/t/7/2.json');
    const moved = await chain.transfer(contract, alice, bob, two);
    expect(await chain.ownerOf(contract, two)).toBe(bob);
    const burned = await chain.burn(contract, two);
    hashes.push(minted.txHash, moved.txHash, burned.txHash);
    expect(await chain.ownerOf(contract, two)).toBeNull();
    expect(await chain.tokenURI(contract, two)).toBeNull();
    expect(burned.blockNumber).toBe(moved.blockNumber + 1);
    expect(burned.timestamp).toBeGreaterThan(minted.timestamp);

    expect(await chain.tokenHistory(contract, two)).toEqual([
      { kind: 'mint', from: zeroAddress, to: alice, ...minted },
      { kind: 'transfer', from: alice, to: bob, ...moved },
      { kind: 'burn', from: bob, to: zeroAddress, ...burned },
    ]);
    expect(await chain.tokenHistory(contract, one)).toHaveLength(1);
  });

  it('answers null for unknown tokens and transactions, and an error for a wrong contract', async () => {
    expect(await chain.ownerOf(contract, tokenIdOf(7, 999))).toBeNull();
    expect(await chain.tokenHistory(contract, tokenIdOf(7, 999))).toEqual([]);
    expect(await chain.receipt(`0x${'ab'.repeat(32)}`)).toBeNull();
    await expect(chain.ownerOf(bob, one)).rejects.toThrow(`no CurioCollectible at ${bob}`);
  });

  it('refuses invalid moves with a named error, and changes nothing', async () => {
    const height = chain.blockNumber;

    const duplicate = await expectRevert(chain.mint(contract, bob, one, 'x'), 'ERC721InvalidSender');
    expect(duplicate.operation).toBe('mint');
    expect(duplicate.message).toMatch(/^mint reverted: ERC721InvalidSender/);
    await expectRevert(chain.transfer(contract, bob, alice, two), 'ERC721NonexistentToken');
    await expectRevert(chain.burn(contract, two), 'ERC721NonexistentToken');
    // A transfer "from nobody" must not mint a token that does not exist.
    await expectRevert(chain.transfer(contract, zeroAddress, bob, tokenIdOf(7, 5)), 'ERC721NonexistentToken');
    await expectRevert(chain.transfer(contract, bob, alice, one), 'ERC721IncorrectOwner');
    await expectRevert(chain.mint(contract, zeroAddress, tokenIdOf(7, 3), 'x'), 'ERC721InvalidReceiver');

    // A key other than the platform's: neither the holder nor anyone may mint, move or burn.
    const ownTransfer = encodeFunctionData({ abi, functionName: 'transferFrom', args: [alice, bob, one] });
    await expectRevert(chain.execute(aliceKey, contract, ownTransfer), 'OwnableUnauthorizedAccount');
    const approve = encodeFunctionData({ abi, functionName: 'approve', args: [bob, one] });
    await chain.execute(aliceKey, contract, approve); // an approval is harmless: it moves nothing
    const mint = encodeFunctionData({ abi, functionName: 'mint', args: [alice, tokenIdOf(7, 4), 'x'] });
    const refused = await expectRevert(chain.execute(aliceKey, contract, mint), 'OwnableUnauthorizedAccount');
    expect(refused.args).toEqual([alice]);
    const burn = encodeFunctionData({ abi, functionName: 'burn', args: [one] });
    await expectRevert(chain.execute(aliceKey, contract, burn), 'OwnableUnauthorizedAccount');

    expect(chain.blockNumber).toBe(height + 1); // only the approval made a block
    expect(await chain.ownerOf(contract, one)).toBe(alice);
    expect(await chain.ownerOf(contract, tokenIdOf(7, 3))).toBeNull();
    expect(await chain.tokenHistory(contract, one)).toHaveLength(1);

    // The platform's nonce was not used up by the refused transactions.
    const next = await chain.mint(contract, bob, tokenIdOf(7, 3), 'https://curio.example/t/7/3.json');
    hashes.push(next.txHash);
    expect(next.blockNumber).toBe(height + 2);
  });

  it('seals concurrent calls one after another, none lost', async () => {
    const ids = [10, 11, 12, 13, 14].map((serial) => tokenIdOf(8, serial));
    const results = await Promise.all(ids.map((id) => chain.mint(contract, bob, id, `u${id}`)));
    hashes.push(...results.map((r) => r.txHash));
    const blocks = results.map((r) => r.blockNumber);
    expect(new Set(blocks).size).toBe(5);
    expect(blocks).toEqual([...blocks].sort((a, b) => a - b));
    for (const id of ids) expect(await chain.ownerOf(contract, id)).toBe(bob);
  });

  it('answers exactly as before after a restart, and goes on from there', async () => {
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
    expect(before.receipts.every((r) => r?.status === 'success')).toBe(true);
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
  });

  it('refuses to open a chain directory with another chain id', async () => {
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
