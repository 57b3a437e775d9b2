// The conformance suite every ChainAdapter passes: the embedded chain (embedded-chain.test.ts) and the JSON-RPC
// adapter against a Hardhat node (rpc-chain.test.ts). Block numbers are compared relative to the deployment,
// so a chain that already has blocks passes too.
import { encodeFunctionData, zeroAddress, type Abi } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChainRevertError,
  curioCollectible,
  tokenIdOf,
  type Address,
  type ChainAdapter,
  type Confirmation,
  type Hex,
} from '../src/index';

export interface SuiteKeys {
  /** The platform key: deploys and owns the contracts. */
  platformKey: Hex;
  /** Another key, funded, that the chain must refuse to mint, move or burn with. */
  otherKey: Hex;
}

export interface AdapterHarness {
  chain: ChainAdapter;
  /** The chain id the adapter must report. */
  chainId: number;
  /** Sends `data` to `contract` signed by `key` (one of the suite's keys), through the adapter's own send path:
   *  refused with ChainRevertError like the platform's calls. */
  executeAs(key: Hex, contract: Address, data: Hex): Promise<Confirmation>;
  blockNumber(): Promise<number>;
  block(number: number): Promise<{ hash: Hex; timestamp: number } | null>;
  close(): Promise<void>;
}

const abi = curioCollectible.abi as Abi;

export async function expectRevert(promise: Promise<unknown>, reason: string): Promise<ChainRevertError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChainRevertError);
  expect((error as ChainRevertError).reason).toBe(reason);
  return error as ChainRevertError;
}

/** Registers the suite under `describe(name)`; `open` makes a fresh harness whose keys are both funded. */
export function runAdapterSuite(name: string, open: (keys: SuiteKeys) => Promise<AdapterHarness>): void {
  describe(name, () => {
    const platformKey = generatePrivateKey();
    const platform = privateKeyToAddress(platformKey);
    const aliceKey = generatePrivateKey();
    const alice = privateKeyToAddress(aliceKey);
    const bob = privateKeyToAddress(generatePrivateKey());
    const one = tokenIdOf(7, 1);
    const two = tokenIdOf(7, 2);
    let harness: AdapterHarness;
    let chain: ChainAdapter;
    let contract: Address;
    let deployed: Confirmation;

    beforeAll(async () => {
      harness = await open({ platformKey, otherKey: aliceKey });
      chain = harness.chain;
      const result = await chain.deploy({ name: 'Aurora', symbol: 'AUR' });
      contract = result.address;
      deployed = { txHash: result.txHash, blockNumber: result.blockNumber, timestamp: result.timestamp };
    });

    afterAll(async () => {
      await harness?.close();
    });

    it('deploys with the chain id, from the platform key, and confirms with block number and time', async () => {
      expect(chain.chainId).toBe(harness.chainId);
      expect(chain.platformAddress).toBe(platform);
      expect(contract).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(deployed.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(await harness.blockNumber()).toBe(deployed.blockNumber);
      expect(deployed.timestamp % 1000).toBe(0);
      expect(deployed.timestamp).toBe((await harness.block(deployed.blockNumber))!.timestamp);
      expect(await chain.receipt(deployed.txHash)).toEqual({
        status: 'success',
        blockNumber: deployed.blockNumber,
        timestamp: deployed.timestamp,
      });
    });

    it('mints, answers owner and metadata URI, and confirms with block number and time', async () => {
      const minted = await chain.mint(contract, alice, one, 'https://curio.example/t/7/1.json');
      expect(minted.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(minted.blockNumber).toBe(deployed.blockNumber + 1);
      expect(minted.timestamp % 1000).toBe(0);
      expect(minted.timestamp).toBeGreaterThanOrEqual(deployed.timestamp);
      const block = await harness.block(minted.blockNumber);
      expect(minted.timestamp).toBe(block!.timestamp);
      expect(block!.hash).not.toBe((await harness.block(deployed.blockNumber))!.hash);
      expect(await chain.ownerOf(contract, one)).toBe(alice);
      expect(await chain.tokenURI(contract, one)).toBe('https://curio.example/t/7/1.json');
      expect(await chain.receipt(minted.txHash)).toEqual({
        status: 'success',
        blockNumber: minted.blockNumber,
        timestamp: minted.timestamp,
      });
      expect(await chain.tokenHistory(contract, one)).toEqual([{ kind: 'mint', from: zeroAddress, to: alice, ...minted }]);
    });

    it('moves any holder’s token by the platform key alone, and burns it, with the whole history', async () => {
      const minted = await chain.mint(contract, alice, two, 'https://curio.example/t/7/2.json');
      const moved = await chain.transfer(contract, alice, bob, two);
      expect(await chain.ownerOf(contract, two)).toBe(bob);
      const burned = await chain.burn(contract, two);
      expect(await chain.ownerOf(contract, two)).toBeNull();
      expect(await chain.tokenURI(contract, two)).toBeNull();
      expect(moved.blockNumber).toBe(minted.blockNumber + 1);
      expect(burned.blockNumber).toBe(moved.blockNumber + 1);
      expect(burned.timestamp).toBeGreaterThan(minted.timestamp);

      expect(await chain.tokenHistory(contract, two)).toEqual([
        { kind: 'mint', from: zeroAddress, to: alice, ...minted },
        { kind: 'transfer', from: alice, to: bob, ...moved },
        { kind: 'burn', from: bob, to: zeroAddress, ...burned },
      ]);
      expect(await chain.tokenHistory(contract, one)).toHaveLength(1);
    });

    it('keeps contracts apart: the same token id in another tenant’s contract is another token', async () => {
      const other = await chain.deploy({ name: 'Maple', symbol: 'MPL' });
      expect(other.address).not.toBe(contract);
      expect(await chain.ownerOf(other.address, one)).toBeNull();
      const minted = await chain.mint(other.address, bob, one, 'https://maple.example/1.json');
      expect(await chain.ownerOf(other.address, one)).toBe(bob);
      expect(await chain.ownerOf(contract, one)).toBe(alice);
      expect(await chain.tokenURI(other.address, one)).toBe('https://maple.example/1.json');
      expect(await chain.tokenHistory(other.address, one)).toEqual([{ kind: 'mint', from: zeroAddress, to: bob, ...minted }]);
      expect(await chain.tokenHistory(contract, one)).toHaveLength(1);
    });

    it('answers null for unknown tokens and transactions, and an error for a wrong contract', async () => {
      expect(await chain.ownerOf(contract, tokenIdOf(7, 999))).toBeNull();
      expect(await chain.tokenURI(contract, tokenIdOf(7, 999))).toBeNull();
      expect(await chain.tokenHistory(contract, tokenIdOf(7, 999))).toEqual([]);
      expect(await chain.receipt(`0x${'ab'.repeat(32)}`)).toBeNull();
      await expect(chain.ownerOf(bob, one)).rejects.toThrow(`no CurioCollectible at ${bob}`);
    });

    it('refuses invalid moves with a named error, and changes nothing', async () => {
      const height = await harness.blockNumber();

      const duplicate = await expectRevert(chain.mint(contract, bob, one, 'x'), 'ERC721InvalidSender');
      expect(duplicate.operation).toBe('mint');
      expect(duplicate.message).toMatch(/^mint reverted: ERC721InvalidSender/);
      expect(duplicate.mined).toBeUndefined();
      await expectRevert(chain.transfer(contract, bob, alice, two), 'ERC721NonexistentToken');
      await expectRevert(chain.burn(contract, two), 'ERC721NonexistentToken');
      // A transfer "from nobody" must not mint a token that does not exist.
      await expectRevert(chain.transfer(contract, zeroAddress, bob, tokenIdOf(7, 5)), 'ERC721NonexistentToken');
      const wrongOwner = await expectRevert(chain.transfer(contract, bob, alice, one), 'ERC721IncorrectOwner');
      expect(wrongOwner.args).toEqual([bob, one, alice]);
      await expectRevert(chain.mint(contract, zeroAddress, tokenIdOf(7, 3), 'x'), 'ERC721InvalidReceiver');

      // A key other than the platform's: neither the holder nor anyone may mint, move or burn.
      const ownTransfer = encodeFunctionData({ abi, functionName: 'transferFrom', args: [alice, bob, one] });
      await expectRevert(harness.executeAs(aliceKey, contract, ownTransfer), 'OwnableUnauthorizedAccount');
      const approve = encodeFunctionData({ abi, functionName: 'approve', args: [bob, one] });
      await harness.executeAs(aliceKey, contract, approve); // an approval is harmless: it moves nothing
      const mint = encodeFunctionData({ abi, functionName: 'mint', args: [alice, tokenIdOf(7, 4), 'x'] });
      const refused = await expectRevert(harness.executeAs(aliceKey, contract, mint), 'OwnableUnauthorizedAccount');
      expect(refused.args).toEqual([alice]);
      const burn = encodeFunctionData({ abi, functionName: 'burn', args: [one] });
      await expectRevert(harness.executeAs(aliceKey, contract, burn), 'OwnableUnauthorizedAccount');

      expect(await harness.blockNumber()).toBe(height + 1); // only the approval made a block
      expect(await chain.ownerOf(contract, one)).toBe(alice);
      expect(await chain.ownerOf(contract, tokenIdOf(7, 3))).toBeNull();
      expect(await chain.tokenHistory(contract, one)).toHaveLength(1);

      // The platform's nonce was not used up by the refused transactions.
      const next = await chain.mint(contract, bob, tokenIdOf(7, 3), 'https://curio.example/t/7/3.json');
      expect(next.blockNumber).toBe(height + 2);
    });

    it('sends concurrent calls one after another, in call order, none lost', async () => {
      const ids = [10, 11, 12, 13, 14].map((serial) => tokenIdOf(8, serial));
      const results = await Promise.all(ids.map((id) => chain.mint(contract, bob, id, `u${id}`)));
      const blocks = results.map((r) => r.blockNumber);
      expect(new Set(blocks).size).toBe(5);
      expect(blocks).toEqual([...blocks].sort((a, b) => a - b));
      for (const id of ids) expect(await chain.ownerOf(contract, id)).toBe(bob);
    });

    it('keeps order between dependent concurrent calls and refuses the one that no longer fits', async () => {
      const id = tokenIdOf(9, 1);
      const [minted, moved, again, burned] = await Promise.allSettled([
        chain.mint(contract, alice, id, 'u'),
        chain.transfer(contract, alice, bob, id),
        chain.transfer(contract, alice, bob, id), // alice no longer holds it
        chain.burn(contract, id),
      ]);
      expect([minted.status, moved.status, again.status, burned.status]).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect((again as PromiseRejectedResult).reason).toBeInstanceOf(ChainRevertError);
      expect(((again as PromiseRejectedResult).reason as ChainRevertError).reason).toBe('ERC721IncorrectOwner');
      expect((await chain.tokenHistory(contract, id)).map((event) => event.kind)).toEqual(['mint', 'transfer', 'burn']);
    });
  });
}
