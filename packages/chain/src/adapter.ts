// The one interface the server talks to a chain through. Implementations: the embedded in-process EVM
// (src/embedded) and the JSON-RPC adapter (src/rpc, viem) against any EVM node.

export type Address = `0x${string}`;
export type Hex = `0x${string}`;

/** Where and when a confirmed transaction landed. `timestamp` is the block time in unix milliseconds
 *  (block times have second resolution, so it is always a multiple of 1000). */
export interface Confirmation {
  txHash: Hex;
  blockNumber: number;
  timestamp: number;
}

export interface Receipt {
  status: 'success' | 'reverted';
  blockNumber: number;
  timestamp: number;
}

export type TokenEventKind = 'mint' | 'transfer' | 'burn';

/** One ERC-721 `Transfer` event of a token. `from` is the zero address for a mint, `to` for a burn. */
export interface TokenEvent extends Confirmation {
  kind: TokenEventKind;
  from: Address;
  to: Address;
}

export interface DeployOptions {
  /** ERC-721 name, e.g. the tenant's name. Default `Curio Collectible`. */
  name?: string;
  /** ERC-721 symbol. Default `CURIO`. */
  symbol?: string;
}

export interface ChainAdapter {
  readonly chainId: number;
  /** The platform's address: it deploys, and it is the owner of every contract it deployed. */
  readonly platformAddress: Address;
  /** Deploys a CurioCollectible owned by the platform key (one per tenant, decision 009). */
  deploy(options?: DeployOptions): Promise<{ address: Address } & Confirmation>;
  mint(contract: Address, to: Address, tokenId: bigint, uri: string): Promise<Confirmation>;
  transfer(contract: Address, from: Address, to: Address, tokenId: bigint): Promise<Confirmation>;
  burn(contract: Address, tokenId: bigint): Promise<Confirmation>;
  /** The holder, or null when the token was never minted or is burned. */
  ownerOf(contract: Address, tokenId: bigint): Promise<Address | null>;
  /** The token's metadata URI, or null when it does not exist. */
  tokenURI(contract: Address, tokenId: bigint): Promise<string | null>;
  /** Null when the chain does not know the transaction (never sent, or not yet mined). */
  receipt(txHash: Hex): Promise<Receipt | null>;
  /** Every Transfer event of the token, oldest first. */
  tokenHistory(contract: Address, tokenId: bigint): Promise<TokenEvent[]>;
  close(): Promise<void>;
}

/** A transaction the chain refused. Usually it reverted in simulation and was not sent, so nothing changed.
 *  On a real node a transaction can still revert after it was sent (the state moved between simulation and
 *  inclusion): then it is mined with a `reverted` receipt, `mined` tells where, its nonce and gas are spent,
 *  and the contract's state is still unchanged. */
export class ChainRevertError extends Error {
  override readonly name = 'ChainRevertError';
  constructor(
    readonly operation: string,
    /** The contract's custom error, e.g. `ERC721InvalidSender`, or `Error` / `Panic` / `unknown`. */
    readonly reason: string,
    readonly args: readonly unknown[] = [],
    /** Set when the transaction was mined and reverted (JSON-RPC adapter only). */
    readonly mined?: Confirmation,
  ) {
    super(
      `${operation} reverted: ${reason}(${args.map((a) => String(a)).join(', ')})` +
        (mined ? ` in block ${mined.blockNumber}, transaction ${mined.txHash}` : ''),
    );
  }
}
