import type { ChainAdapter } from '@curio/chain';
import type { ChainWorker } from './chain-worker';
import type { ChainService } from './chain.service';

/** What the chain module offers other modules and its routes. */
export interface ChainServices {
  /** Enqueue moves in the caller's transaction, read a token's facts and records (`app.chain.outbox`). */
  outbox: ChainService;
  /** The outbox worker of this process (`app.chain.worker`; tests run it by hand with `runOnce`). */
  worker: ChainWorker;
  /** The chain itself, to ask what it says rather than what the outbox recorded (`app.chain.adapter`). */
  adapter: () => Promise<ChainAdapter>;
}
