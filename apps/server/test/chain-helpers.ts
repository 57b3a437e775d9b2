import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEmbeddedChain, type Address, type ChainAdapter, type Hex } from '@curio/chain';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';

/** A fresh embedded chain in its own folder, with its platform key. */
export async function freshChain(): Promise<{ chain: ChainAdapter; dir: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-chain-test-'));
  const chain = await createEmbeddedChain({ dir, platformKey: generatePrivateKey() });
  return {
    chain,
    dir,
    async close() {
      await chain.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const newAddress = (): Address => privateKeyToAddress(generatePrivateKey());

/**
 * A real chain with faults a test switches on: `down` refuses every call as an unreachable node
 * does; `dieAfterSend` lets the next n moves reach the chain and then fails as if the process died
 * before it heard back. Counts the moves that reached the chain.
 */
export class FaultyChain implements ChainAdapter {
  down = false;
  dieAfterSend = 0;
  sent = { deploy: 0, mint: 0, transfer: 0, burn: 0 };

  constructor(private readonly inner: ChainAdapter) {}

  get chainId() {
    return this.inner.chainId;
  }
  get platformAddress() {
    return this.inner.platformAddress;
  }

  private check(): void {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:8545');
  }

  private async move<T>(kind: keyof FaultyChain['sent'], send: () => Promise<T>): Promise<T> {
    this.check();
    const result = await send();
    this.sent[kind] += 1;
    if (this.dieAfterSend > 0) {
      this.dieAfterSend -= 1;
      throw new Error('worker died after sending');
    }
    return result;
  }

  deploy(options?: { name?: string; symbol?: string }) {
    return this.move('deploy', () => this.inner.deploy(options));
  }
  mint(contract: Address, to: Address, tokenId: bigint, uri: string) {
    return this.move('mint', () => this.inner.mint(contract, to, tokenId, uri));
  }
  transfer(contract: Address, from: Address, to: Address, tokenId: bigint) {
    return this.move('transfer', () => this.inner.transfer(contract, from, to, tokenId));
  }
  burn(contract: Address, tokenId: bigint) {
    return this.move('burn', () => this.inner.burn(contract, tokenId));
  }
  async ownerOf(contract: Address, tokenId: bigint) {
    this.check();
    return this.inner.ownerOf(contract, tokenId);
  }
  async tokenURI(contract: Address, tokenId: bigint) {
    this.check();
    return this.inner.tokenURI(contract, tokenId);
  }
  async receipt(txHash: Hex) {
    this.check();
    return this.inner.receipt(txHash);
  }
  async tokenHistory(contract: Address, tokenId: bigint) {
    this.check();
    return this.inner.tokenHistory(contract, tokenId);
  }
  close() {
    return Promise.resolve();
  }
}
