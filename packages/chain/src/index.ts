// @curio/chain: the collectible contract, its compiled artifact and the chain adapters.
export type { Address, ChainAdapter, Confirmation, DeployOptions, Hex, Receipt, TokenEvent, TokenEventKind } from './adapter';
export { ChainRevertError } from './adapter';
export { curioCollectible, type ContractArtifact } from './artifacts';
export { createEmbeddedChain, EmbeddedChain, type EmbeddedChainOptions } from './embedded/embedded-chain';
export { createRpcChain, RpcChain, type RpcChainOptions } from './rpc/rpc-chain';
export { parseTokenId, tokenIdOf } from './token-id';
