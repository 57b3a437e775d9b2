// The JSON-RPC adapter: the same ChainAdapter against any EVM node, through viem (public + wallet client over
// HTTP). The platform key signs locally; the node only sees raw signed transactions.
//
// Every send goes through one queue, in call order: simulate (eth_call) → sign with the next nonce → send →
// wait for the receipt. A call that would revert is refused before anything is sent (`ChainRevertError`
// naming the contract's error, as on the embedded chain). A real node still includes a transaction that
// reverts after it was sent (the state moved between simulation and inclusion): its receipt says `reverted`,
// and the caller gets a `ChainRevertError` whose `mined` says where. The queue keeps the platform key's nonces
// in order; after any failed send the next nonce is read from the node again ('pending'), and a send refused
// for its nonce (another sender used the key) is retried once with the node's nonce.
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionResult,
  defineChain,
  getAddress,
  http,
  isHex,
  keccak256,
  toHex,
  TransactionReceiptNotFoundError,
  type Abi,
  type Chain,
  type PublicClient,
  type TransactionReceipt,
  type WalletClient,
  type HttpTransport,
  type PrivateKeyAccount,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ChainRevertError, type Address, type ChainAdapter, type Confirmation, type DeployOptions, type Hex } from '../adapter';
import type { Receipt, TokenEvent } from '../adapter';
import { curioCollectible } from '../artifacts';
import {
  burnData,
  deployData,
  mintData,
  ownerOfData,
  revertError,
  toTokenEvent,
  tokenIdTopic,
  tokenURIData,
  TRANSFER_TOPIC,
  transferData,
} from '../contract';

export interface RpcChainOptions {
  /** The node's HTTP JSON-RPC address (`CHAIN_RPC_URL`). */
  url: string;
  /** The platform's signing key (0x + 64 hex): it deploys, and owns every contract it deployed. */
  platformKey: Hex;
  /** The chain id expected of the node; a node answering another one is an error. Default: whatever it answers. */
  chainId?: number;
  /** How often to poll for a receipt and confirmations (default 1000 ms). */
  pollIntervalMs?: number;
  /** Blocks that must include or follow a transaction before it counts as confirmed (default 1). */
  confirmations?: number;
  /** How long to wait for a receipt before giving up (default 120 s; the transaction may still be mined). */
  receiptTimeoutMs?: number;
  /** The first block `tokenHistory` searches for contracts this adapter did not deploy itself (default 0). */
  fromBlock?: number;
  /** Timeout of one JSON-RPC request (default 10 s). */
  requestTimeoutMs?: number;
}

const abi: Abi = curioCollectible.abi;
const BLOCK_TIME_CACHE = 4096;

interface RpcLog {
  address: Hex;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex | null;
  blockHash: Hex | null;
  transactionHash: Hex | null;
  logIndex: Hex | null;
  removed?: boolean;
}

export class RpcChain implements ChainAdapter {
  readonly platformAddress: Address;
  private readonly account: PrivateKeyAccount;
  private readonly wallet: WalletClient<HttpTransport, Chain, PrivateKeyAccount>;
  private readonly pollIntervalMs: number;
  private readonly confirmations: number;
  private readonly receiptTimeoutMs: number;
  private readonly fromBlock: number;
  /** The platform key's next nonce; null: ask the node. */
  private nonce: number | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** Block hash → block time (ms). By hash, so a reorganised block never answers with its old time. */
  private readonly blockTimes = new Map<Hex, number>();
  /** Contracts this adapter deployed → their deployment block (where their history starts). */
  private readonly deployBlocks = new Map<Address, number>();

  private constructor(
    private readonly client: PublicClient<HttpTransport, Chain>,
    /** For eth_call (simulations and reads) without retries: a revert is an answer, and Hardhat answers one as
     *  an internal error, which viem would otherwise retry with back-off. */
    private readonly caller: PublicClient<HttpTransport, Chain>,
    readonly chainId: number,
    chain: Chain,
    transport: HttpTransport,
    options: RpcChainOptions,
  ) {
    this.account = privateKeyToAccount(options.platformKey);
    this.platformAddress = this.account.address;
    this.wallet = createWalletClient({ account: this.account, chain, transport });
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.confirmations = options.confirmations ?? 1;
    this.receiptTimeoutMs = options.receiptTimeoutMs ?? 120_000;
    this.fromBlock = options.fromBlock ?? 0;
  }

  /** Connects to the node and checks its chain id. */
  static async connect(options: RpcChainOptions): Promise<RpcChain> {
    const timeout = options.requestTimeoutMs ?? 10_000;
    const transport = http(options.url, { timeout });
    const probe = createPublicClient({ transport });
    const chainId = await probe.getChainId();
    if (options.chainId !== undefined && options.chainId !== chainId) {
      throw new Error(`the node at ${options.url} has chain id ${chainId}, not ${options.chainId}`);
    }
    const chain = defineChain({
      id: chainId,
      name: `curio-rpc-${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [options.url] } },
    });
    const client = createPublicClient({ chain, transport, pollingInterval: options.pollIntervalMs ?? 1000 });
    const caller = createPublicClient({ chain, transport: http(options.url, { timeout, retryCount: 0 }) });
    return new RpcChain(client, caller, chainId, chain, transport, options);
  }

  deploy(options: DeployOptions = {}): Promise<{ address: Address } & Confirmation> {
    return this.serial(async () => {
      const { receipt, confirmation } = await this.transact(null, deployData(options), 'deploy');
      const address = getAddress(receipt.contractAddress!);
      this.deployBlocks.set(address, confirmation.blockNumber);
      return { address, ...confirmation };
    });
  }

  mint(contract: Address, to: Address, tokenId: bigint, uri: string): Promise<Confirmation> {
    return this.execute(contract, mintData(to, tokenId, uri), 'mint');
  }

  transfer(contract: Address, from: Address, to: Address, tokenId: bigint): Promise<Confirmation> {
    return this.execute(contract, transferData(from, to, tokenId), 'transfer');
  }

  burn(contract: Address, tokenId: bigint): Promise<Confirmation> {
    return this.execute(contract, burnData(tokenId), 'burn');
  }

  /** Sends `data` to `contract` from the platform key: simulated, sent, confirmed (tests and tools use it). */
  execute(contract: Address, data: Hex, operation = 'call'): Promise<Confirmation> {
    return this.serial(async () => (await this.transact(contract, data, operation)).confirmation);
  }

  async ownerOf(contract: Address, tokenId: bigint): Promise<Address | null> {
    const result = await this.read(contract, ownerOfData(tokenId));
    if (result === null) return null;
    return decodeFunctionResult({ abi, functionName: 'ownerOf', data: result }) as Address;
  }

  async tokenURI(contract: Address, tokenId: bigint): Promise<string | null> {
    const result = await this.read(contract, tokenURIData(tokenId));
    if (result === null) return null;
    return decodeFunctionResult({ abi, functionName: 'tokenURI', data: result }) as string;
  }

  async receipt(txHash: Hex): Promise<Receipt | null> {
    this.assertOpen();
    let receipt: TransactionReceipt;
    try {
      receipt = await this.client.getTransactionReceipt({ hash: txHash });
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    }
    return {
      status: receipt.status,
      blockNumber: Number(receipt.blockNumber),
      timestamp: await this.blockTime(receipt.blockHash),
    };
  }

  async tokenHistory(contract: Address, tokenId: bigint): Promise<TokenEvent[]> {
    this.assertOpen();
    const address = getAddress(contract);
    const fromBlock = this.deployBlocks.get(address) ?? this.fromBlock;
    const logs = (await this.client.request({
      method: 'eth_getLogs',
      params: [
        { address, topics: [TRANSFER_TOPIC, null, null, tokenIdTopic(tokenId)], fromBlock: toHex(fromBlock), toBlock: 'latest' },
      ],
    })) as RpcLog[];
    const mined = logs
      .filter((log) => !log.removed && log.blockNumber !== null && log.blockHash !== null && log.transactionHash !== null)
      .sort(
        (a, b) =>
          Number(BigInt(a.blockNumber!) - BigInt(b.blockNumber!)) ||
          Number(BigInt(a.logIndex ?? '0x0') - BigInt(b.logIndex ?? '0x0')),
      );
    const events: TokenEvent[] = [];
    for (const log of mined) {
      const event = toTokenEvent(log, {
        txHash: log.transactionHash!,
        blockNumber: Number(BigInt(log.blockNumber!)),
        timestamp: await this.blockTime(log.blockHash!),
      });
      if (event) events.push(event);
    }
    return events;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.catch(() => undefined);
  }

  /** Runs sends one at a time, in call order. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('rpc chain is closed'));
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('rpc chain is closed');
  }

  /** A read-only call; null when it reverts (a token that does not exist). */
  private async read(contract: Address, data: Hex): Promise<Hex | null> {
    this.assertOpen();
    let returned: Hex | undefined;
    try {
      ({ data: returned } = await this.caller.call({ account: this.platformAddress, to: contract, data }));
    } catch (error) {
      if (isRevert(error)) return null;
      throw error;
    }
    if (returned === undefined || returned === '0x') throw new Error(`no CurioCollectible at ${contract}`);
    return returned;
  }

  /** Simulates, signs, sends and confirms one transaction from the platform key. Runs inside the queue. */
  private async transact(
    to: Address | null,
    data: Hex,
    operation: string,
  ): Promise<{ receipt: TransactionReceipt; confirmation: Confirmation }> {
    await this.simulate(to, data, operation);
    const hash = await this.send(to, data, operation);
    const receipt = await this.client.waitForTransactionReceipt({
      hash,
      confirmations: this.confirmations,
      pollingInterval: this.pollIntervalMs,
      timeout: this.receiptTimeoutMs,
    });
    const confirmation: Confirmation = {
      txHash: receipt.transactionHash,
      blockNumber: Number(receipt.blockNumber),
      timestamp: await this.blockTime(receipt.blockHash),
    };
    if (receipt.status === 'reverted') throw await this.minedRevert(to, data, operation, receipt.blockNumber, confirmation);
    return { receipt, confirmation };
  }

  /** eth_call of the transaction on the latest state: a revert throws ChainRevertError and nothing is sent. */
  private async simulate(to: Address | null, data: Hex, operation: string, blockNumber?: bigint): Promise<void> {
    try {
      await this.caller.call({
        account: this.platformAddress,
        ...(to ? { to } : {}),
        data,
        ...(blockNumber ? { blockNumber } : {}),
      });
    } catch (error) {
      const revert = revertOf(error);
      if (revert !== undefined) throw revertError(operation, revert);
      throw error;
    }
  }

  /** Signs with the next nonce and sends; returns the transaction hash. */
  private async send(to: Address | null, data: Hex, operation: string): Promise<Hex> {
    for (let attempt = 1; ; attempt++) {
      this.nonce ??= await this.client.getTransactionCount({ address: this.platformAddress, blockTag: 'pending' });
      let hash: Hex | null = null;
      try {
        // The estimate runs the transaction again, on the node's pending state: a revert here is a refusal too.
        const gas = await this.caller.estimateGas({ account: this.platformAddress, ...(to ? { to } : {}), data });
        const request = await this.wallet.prepareTransactionRequest({
          account: this.account,
          ...(to ? { to } : {}),
          data,
          gas,
          nonce: this.nonce,
        });
        const serializedTransaction = await this.account.signTransaction(
          request as Parameters<PrivateKeyAccount['signTransaction']>[0],
        );
        hash = keccak256(serializedTransaction);
        await this.wallet.sendRawTransaction({ serializedTransaction });
        this.nonce += 1;
        return hash;
      } catch (error) {
        this.nonce = null; // whatever happened, the node knows the next nonce
        // An error from the send itself does not prove the transaction was not taken: a lost answer, "already
        // known", or a node that answers a mined revert with an error (Hardhat's default). If the node knows it,
        // it was sent, and its receipt tells the rest.
        if (hash && (await this.knows(hash))) return hash;
        if (attempt === 1 && /nonce/i.test(messages(error))) continue; // someone else used the key: once more
        // A revert in the estimate (the state moved since the simulation): nothing was sent.
        const revert = revertOf(error);
        if (revert !== undefined) throw revertError(operation, revert);
        throw error;
      }
    }
  }

  /** Whether the node has the transaction, pending or mined. */
  private async knows(hash: Hex): Promise<boolean> {
    try {
      await this.client.getTransaction({ hash });
      return true;
    } catch {
      return false;
    }
  }

  /** The error for a transaction that was mined and reverted: its reason, found by running it again on the
   *  state of its block ('unknown' when it no longer reverts there, e.g. it ran out of gas). */
  private async minedRevert(
    to: Address | null,
    data: Hex,
    operation: string,
    blockNumber: bigint,
    confirmation: Confirmation,
  ): Promise<ChainRevertError> {
    let reason = new ChainRevertError(operation, 'unknown');
    try {
      await this.simulate(to, data, operation, blockNumber);
    } catch (error) {
      if (error instanceof ChainRevertError) reason = error;
    }
    return new ChainRevertError(operation, reason.reason, reason.args, confirmation);
  }

  private async blockTime(blockHash: Hex): Promise<number> {
    const known = this.blockTimes.get(blockHash);
    if (known !== undefined) return known;
    const block = await this.client.getBlock({ blockHash });
    const time = Number(block.timestamp) * 1000;
    if (this.blockTimes.size >= BLOCK_TIME_CACHE) this.blockTimes.delete(this.blockTimes.keys().next().value!);
    this.blockTimes.set(blockHash, time);
    return time;
  }
}

/** Every message along an error's cause chain (viem wraps the node's answer in several layers). */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 12; depth++) {
    const { message, details } = current as { message?: unknown; details?: unknown };
    if (typeof message === 'string') parts.push(message);
    if (typeof details === 'string') parts.push(details);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join('\n');
}

/** The revert data a node answered with, or undefined when the error is not a revert. Nodes answer a revert
 *  as code 3 with the data (geth and most), or as an internal error with `{ message, data }` (Hardhat). */
function revertOf(error: unknown): Hex | undefined {
  let reverted = false;
  for (let current = error, depth = 0; current && depth < 12; depth++) {
    const { data, code } = current as { data?: unknown; code?: unknown };
    if (typeof data === 'string' && isHex(data)) return data;
    const inner = data && typeof data === 'object' ? (data as { data?: unknown }).data : undefined;
    if (typeof inner === 'string' && isHex(inner)) return inner;
    if (code === 3) reverted = true;
    current = (current as { cause?: unknown }).cause;
  }
  return reverted || /execution reverted|reverted with|VM Exception/i.test(messages(error)) ? '0x' : undefined;
}

function isRevert(error: unknown): boolean {
  return revertOf(error) !== undefined;
}

/** Connects to an EVM node over JSON-RPC with the platform key (checks the chain id when given). */
export function createRpcChain(options: RpcChainOptions): Promise<RpcChain> {
  return RpcChain.connect(options);
}
