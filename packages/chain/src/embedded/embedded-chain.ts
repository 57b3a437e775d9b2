// The embedded chain: an in-process EVM (@ethereumjs/vm, Cancun) that seals one block per transaction.
//
// Persistence (decision 009): a directory with `chain.json` (chain id, genesis time and balances) and
// `blocks.jsonl`, one line per block: number, timestamp, the raw signed transaction and the block hash.
// Opening the directory replays every block with its recorded timestamp, which rebuilds the same state,
// receipts, logs and block hashes; a replayed hash that differs from the recorded one stops the start.
import { createBlock, type Block } from '@ethereumjs/block';
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common';
import { createFeeMarket1559Tx, createTxFromRLP, type TypedTransaction } from '@ethereumjs/tx';
import { createAccount, createAddressFromString, bytesToHex, hexToBytes, type PrefixedHexString } from '@ethereumjs/util';
import { buildBlock, createVM, type VM } from '@ethereumjs/vm';
import { mkdir, open, readFile, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeFunctionResult, getAddress, type Abi } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { Address, ChainAdapter, Confirmation, DeployOptions, Hex, Receipt, TokenEvent } from '../adapter';
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
  transferData,
} from '../contract';

export interface EmbeddedChainOptions {
  /** Where the chain lives; created when missing, replayed when present. */
  dir: string;
  /** The platform's signing key (0x + 64 hex). */
  platformKey: Hex;
  /** Chain id of a new chain (default 31337). An existing chain keeps its own; a different value is an error. */
  chainId?: number;
  /** Milliseconds since the epoch; block times are taken from it (default Date.now). */
  now?: () => number;
  /** Further addresses funded at genesis of a new chain (the platform always is). */
  fundedAddresses?: Address[];
}

interface ChainConfig {
  version: 1;
  chainId: number;
  genesisTimestamp: number;
  balances: Record<Address, string>;
}

interface BlockLine {
  n: number;
  t: number;
  tx: Hex;
  h: Hex;
}

interface LogRecord {
  address: Address;
  topics: Hex[];
  data: Hex;
}

interface TxRecord {
  hash: Hex;
  blockNumber: number;
  timestamp: number;
  status: 'success' | 'reverted';
  contractAddress: Address | null;
  logs: LogRecord[];
}

const GAS_LIMIT_BLOCK = 30_000_000n;
const GAS_LIMIT_TX = 10_000_000n;
const GENESIS_BALANCE = 10n ** 30n;
const abi: Abi = curioCollectible.abi;

export class EmbeddedChain implements ChainAdapter {
  readonly platformAddress: Address;
  private readonly blocks: Block[] = [];
  private readonly txs = new Map<Hex, TxRecord>();
  /** Transfer-event index: `${contract}:${tokenIdTopic}` → events, oldest first. */
  private readonly tokenEvents = new Map<string, TokenEvent[]>();
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly vm: VM,
    private readonly common: Common,
    private readonly journal: FileHandle,
    private readonly platformKey: Uint8Array,
    private readonly now: () => number,
    readonly chainId: number,
    genesis: Block,
  ) {
    this.platformAddress = privateKeyToAddress(bytesToHex(platformKey) as Hex);
    this.blocks.push(genesis);
  }

  /** Opens (or creates) the chain in `options.dir` and replays its blocks. */
  static async open(options: EmbeddedChainOptions): Promise<EmbeddedChain> {
    await mkdir(options.dir, { recursive: true });
    const configPath = join(options.dir, 'chain.json');
    const journalPath = join(options.dir, 'blocks.jsonl');
    const now = options.now ?? Date.now;
    const platformKey = hexToBytes(options.platformKey as PrefixedHexString);
    const platformAddress = privateKeyToAddress(options.platformKey);

    let config: ChainConfig;
    try {
      config = JSON.parse(await readFile(configPath, 'utf8')) as ChainConfig;
      if (options.chainId !== undefined && options.chainId !== config.chainId) {
        throw new Error(`embedded chain in ${options.dir} has chain id ${config.chainId}, not ${options.chainId}`);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const balances: Record<Address, string> = {};
      for (const address of [platformAddress, ...(options.fundedAddresses ?? [])]) {
        balances[getAddress(address)] = GENESIS_BALANCE.toString();
      }
      config = { version: 1, chainId: options.chainId ?? 31337, genesisTimestamp: Math.floor(now() / 1000), balances };
      await writeFile(configPath, `${JSON.stringify(config, null, 2)}\n`);
    }

    const common = createCustomCommon({ chainId: config.chainId, name: 'curio-embedded' }, Mainnet, {
      hardfork: Hardfork.Cancun,
    });
    const vm = await createVM({ common });
    for (const [address, balance] of Object.entries(config.balances)) {
      await vm.stateManager.putAccount(createAddressFromString(address), createAccount({ balance: BigInt(balance) }));
    }
    const genesis = createBlock(
      {
        header: {
          number: 0n,
          timestamp: BigInt(config.genesisTimestamp),
          gasLimit: GAS_LIMIT_BLOCK,
          stateRoot: await vm.stateManager.getStateRoot(),
        },
      },
      { common, setHardfork: false },
    );

    const lines = await readJournal(journalPath);
    const journal = await open(journalPath, 'a');
    const chain = new EmbeddedChain(vm, common, journal, platformKey, now, config.chainId, genesis);
    try {
      for (const line of lines) await chain.replay(line);
    } catch (error) {
      await journal.close();
      throw error;
    }
    return chain;
  }

  get blockNumber(): number {
    return this.blocks.length - 1;
  }

  /** Block hash, number and time of a block (for tests and tools). */
  block(number: number): { hash: Hex; number: number; timestamp: number } | null {
    const block = this.blocks[number];
    if (!block) return null;
    return { hash: bytesToHex(block.hash()) as Hex, number, timestamp: Number(block.header.timestamp) * 1000 };
  }

  deploy(options: DeployOptions = {}): Promise<{ address: Address } & Confirmation> {
    return this.serial(async () => {
      const record = await this.send(this.platformKey, null, deployData(options), 'deploy');
      return { address: record.contractAddress!, ...confirmation(record) };
    });
  }

  mint(contract: Address, to: Address, tokenId: bigint, uri: string): Promise<Confirmation> {
    return this.execute(this.platformKey, contract, mintData(to, tokenId, uri), 'mint');
  }

  transfer(contract: Address, from: Address, to: Address, tokenId: bigint): Promise<Confirmation> {
    return this.execute(this.platformKey, contract, transferData(from, to, tokenId), 'transfer');
  }

  burn(contract: Address, tokenId: bigint): Promise<Confirmation> {
    return this.execute(this.platformKey, contract, burnData(tokenId), 'burn');
  }

  /** Sends `data` to `contract` signed by any key (tests use it for calls from a non-platform key). */
  execute(key: Uint8Array | Hex, contract: Address, data: Hex, operation = 'call'): Promise<Confirmation> {
    const bytes = typeof key === 'string' ? hexToBytes(key as PrefixedHexString) : key;
    return this.serial(async () => confirmation(await this.send(bytes, contract, data, operation)));
  }

  ownerOf(contract: Address, tokenId: bigint): Promise<Address | null> {
    return this.serial(async () => {
      const result = await this.call(contract, ownerOfData(tokenId));
      if (result === null) return null;
      return decodeFunctionResult({ abi, functionName: 'ownerOf', data: result }) as Address;
    });
  }

  tokenURI(contract: Address, tokenId: bigint): Promise<string | null> {
    return this.serial(async () => {
      const result = await this.call(contract, tokenURIData(tokenId));
      if (result === null) return null;
      return decodeFunctionResult({ abi, functionName: 'tokenURI', data: result }) as string;
    });
  }

  receipt(txHash: Hex): Promise<Receipt | null> {
    const record = this.txs.get(txHash.toLowerCase() as Hex);
    return Promise.resolve(
      record ? { status: record.status, blockNumber: record.blockNumber, timestamp: record.timestamp } : null,
    );
  }

  tokenHistory(contract: Address, tokenId: bigint): Promise<TokenEvent[]> {
    const events = this.tokenEvents.get(`${getAddress(contract)}:${tokenIdTopic(tokenId)}`) ?? [];
    return Promise.resolve(events.map((event) => ({ ...event })));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.catch(() => undefined);
    await this.journal.close();
  }

  /** Runs state-touching work one at a time, in call order. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('embedded chain is closed'));
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** A read-only call (eth_call); null when it reverts. State is left as it was. */
  private async call(contract: Address, data: Hex): Promise<Hex | null> {
    const parent = this.blocks[this.blocks.length - 1]!;
    await this.vm.stateManager.checkpoint();
    try {
      const result = await this.vm.evm.runCall({
        caller: createAddressFromString(this.platformAddress),
        to: createAddressFromString(contract),
        data: hexToBytes(data),
        gasLimit: GAS_LIMIT_TX,
        block: parent,
      });
      if (result.execResult.exceptionError) return null;
      const returned = bytesToHex(result.execResult.returnValue) as Hex;
      if (returned === '0x') throw new Error(`no CurioCollectible at ${contract}`);
      return returned;
    } finally {
      await this.vm.stateManager.revert();
    }
  }

  /** Signs, executes and seals a transaction in a new block. A revert throws and leaves no trace. */
  private async send(key: Uint8Array, to: Address | null, data: Hex, operation: string): Promise<TxRecord> {
    const parent = this.blocks[this.blocks.length - 1]!;
    const sender = createAddressFromString(privateKeyToAddress(bytesToHex(key) as Hex));
    const nonce = (await this.vm.stateManager.getAccount(sender))?.nonce ?? 0n;
    const tx = createFeeMarket1559Tx(
      {
        chainId: BigInt(this.chainId),
        nonce,
        to: to ?? undefined,
        data: hexToBytes(data),
        gasLimit: GAS_LIMIT_TX,
        maxFeePerGas: parent.header.calcNextBaseFee(),
        maxPriorityFeePerGas: 0n,
      },
      { common: this.common },
    ).sign(key);
    const timestamp = Math.max(Math.floor(this.now() / 1000), Number(parent.header.timestamp));
    const { block, record } = await this.seal(parent, tx, timestamp, operation);
    const line: BlockLine = {
      n: Number(block.header.number),
      t: timestamp,
      tx: bytesToHex(tx.serialize()) as Hex,
      h: record.blockHash,
    };
    await this.journal.write(`${JSON.stringify(line)}\n`);
    await this.journal.datasync();
    return this.accept(block, record);
  }

  private async replay(line: BlockLine): Promise<void> {
    const parent = this.blocks[this.blocks.length - 1]!;
    if (line.n !== this.blocks.length) throw new Error(`embedded chain journal: block ${line.n} out of order`);
    const tx = createTxFromRLP(hexToBytes(line.tx), { common: this.common });
    const { block, record } = await this.seal(parent, tx, line.t, `replay of block ${line.n}`);
    if (record.blockHash !== line.h) {
      throw new Error(`embedded chain journal: block ${line.n} replays to ${record.blockHash}, recorded ${line.h}`);
    }
    this.accept(block, record);
  }

  private async seal(
    parent: Block,
    tx: TypedTransaction,
    timestamp: number,
    operation: string,
  ): Promise<{ block: Block; record: TxRecord & { blockHash: Hex } }> {
    const builder = await buildBlock(this.vm, {
      parentBlock: parent,
      headerData: { timestamp: BigInt(timestamp), gasLimit: GAS_LIMIT_BLOCK },
      blockOpts: { putBlockIntoBlockchain: false, setHardfork: false },
    });
    let result;
    try {
      result = await builder.addTransaction(tx);
    } catch (error) {
      await builder.revert();
      throw error;
    }
    if (result.execResult.exceptionError) {
      await builder.revert();
      throw revertError(operation, bytesToHex(result.execResult.returnValue) as Hex);
    }
    const { block } = await builder.build();
    const blockNumber = Number(block.header.number);
    const record = {
      hash: bytesToHex(tx.hash()) as Hex,
      blockHash: bytesToHex(block.hash()) as Hex,
      blockNumber,
      timestamp: timestamp * 1000,
      status: 'success' as const,
      contractAddress: result.createdAddress ? getAddress(result.createdAddress.toString()) : null,
      logs: result.receipt.logs.map(([address, topics, data]) => ({
        address: getAddress(bytesToHex(address)),
        topics: topics.map((topic) => bytesToHex(topic) as Hex),
        data: bytesToHex(data) as Hex,
      })),
    };
    return { block, record };
  }

  private accept(block: Block, record: TxRecord): TxRecord {
    this.blocks.push(block);
    this.txs.set(record.hash, record);
    for (const log of record.logs) {
      const event = toTokenEvent(log, confirmation(record));
      if (!event) continue;
      const key = `${log.address}:${log.topics[3]}`;
      const list = this.tokenEvents.get(key) ?? [];
      list.push(event);
      this.tokenEvents.set(key, list);
    }
    return record;
  }
}

function confirmation(record: TxRecord): Confirmation {
  return { txHash: record.hash, blockNumber: record.blockNumber, timestamp: record.timestamp };
}

/** The journal's complete lines. A torn last line (a crash while writing it: the caller never got a
 *  confirmation) is cut off so that appends continue on a clean line. */
async function readJournal(path: string): Promise<BlockLine[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const complete = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  if (complete.length !== text.length) {
    const handle = await open(path, 'r+');
    await handle.truncate(Buffer.byteLength(complete));
    await handle.close();
  }
  return complete
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as BlockLine);
}

/** Opens the embedded chain in `options.dir` (created when missing). */
export function createEmbeddedChain(options: EmbeddedChainOptions): Promise<EmbeddedChain> {
  return EmbeddedChain.open(options);
}
