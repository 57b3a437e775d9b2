import { createEmbeddedChain, createRpcChain, type ChainAdapter } from '@curio/chain';
import type { ChainConfig } from '../../config';

/**
 * Opens the configured chain once, on first use: the embedded chain in `dir` (replaying its journal),
 * or a JSON-RPC node. A failed open is not remembered, so the next job tries again.
 */
export class ChainRuntime {
  private opening: Promise<ChainAdapter> | null = null;

  constructor(
    private readonly config: ChainConfig,
    private readonly injected?: ChainAdapter,
  ) {}

  adapter(): Promise<ChainAdapter> {
    if (this.injected) return Promise.resolve(this.injected);
    this.opening ??= this.open().catch((err: unknown) => {
      this.opening = null;
      throw err;
    });
    return this.opening;
  }

  private async open(): Promise<ChainAdapter> {
    const { rpcUrl, platformKey, chainId, dir } = this.config;
    if (!rpcUrl) return createEmbeddedChain({ dir, platformKey, chainId });
    // The adapter checks that the node answers CHAIN_ID.
    return createRpcChain({ url: rpcUrl, platformKey, chainId });
  }

  /** Closes the chain if it was opened here (an injected adapter belongs to whoever passed it). */
  async close(): Promise<void> {
    if (this.injected || !this.opening) return;
    const opening = this.opening;
    this.opening = null;
    await opening.then(
      (c) => c.close(),
      () => undefined,
    );
  }
}
