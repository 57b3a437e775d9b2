// The chain module's public face: its plugin, its services and their types.
export { chainModule, type ChainModuleOptions } from './chain.module';
export type { ChainServices } from './chain.types';
export {
  CHAIN_NAME,
  ChainService,
  TOKEN_STANDARD,
  type BurnIntent,
  type ContractFacts,
  type MintIntent,
  type TokenFacts,
  type TokenRecord,
  type TransferIntent,
} from './chain.service';
export type { ChainWorker } from './chain-worker';
export type { ChainJobRow, ConfirmationHook } from './chain-job.repository';
