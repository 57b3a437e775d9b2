// Encoding calls to CurioCollectible and decoding what comes back; shared by every adapter.
import {
  decodeErrorResult,
  decodeEventLog,
  encodeDeployData,
  encodeFunctionData,
  toEventSelector,
  zeroAddress,
  type Abi,
} from 'viem';
import { ChainRevertError, type Address, type DeployOptions, type Hex, type TokenEvent, type TokenEventKind } from './adapter';
import { curioCollectible } from './artifacts';

const abi: Abi = curioCollectible.abi;

export const TRANSFER_TOPIC: Hex = toEventSelector('Transfer(address,address,uint256)');

export function deployData(options: DeployOptions = {}): Hex {
  return encodeDeployData({
    abi,
    bytecode: curioCollectible.bytecode,
    args: [options.name ?? 'Curio Collectible', options.symbol ?? 'CURIO'],
  });
}

export function mintData(to: Address, tokenId: bigint, uri: string): Hex {
  return encodeFunctionData({ abi, functionName: 'mint', args: [to, tokenId, uri] });
}

export function transferData(from: Address, to: Address, tokenId: bigint): Hex {
  return encodeFunctionData({ abi, functionName: 'transferFrom', args: [from, to, tokenId] });
}

export function burnData(tokenId: bigint): Hex {
  return encodeFunctionData({ abi, functionName: 'burn', args: [tokenId] });
}

export function ownerOfData(tokenId: bigint): Hex {
  return encodeFunctionData({ abi, functionName: 'ownerOf', args: [tokenId] });
}

export function tokenURIData(tokenId: bigint): Hex {
  return encodeFunctionData({ abi, functionName: 'tokenURI', args: [tokenId] });
}

/** Turns revert data into a ChainRevertError naming the contract's custom error. */
export function revertError(operation: string, data: Hex): ChainRevertError {
  if (data === '0x') return new ChainRevertError(operation, 'unknown');
  try {
    const decoded = decodeErrorResult({ abi, data });
    return new ChainRevertError(operation, decoded.errorName, decoded.args ?? []);
  } catch {
    return new ChainRevertError(operation, 'unknown', [data]);
  }
}

/** The 32-byte topic of a token id, as the Transfer event indexes it. */
export function tokenIdTopic(tokenId: bigint): Hex {
  return `0x${tokenId.toString(16).padStart(64, '0')}`;
}

/** A Transfer log as a token event; null for any other log. */
export function toTokenEvent(
  log: { topics: readonly Hex[]; data: Hex },
  where: { txHash: Hex; blockNumber: number; timestamp: number },
): TokenEvent | null {
  if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 4) return null;
  const { args } = decodeEventLog({
    abi,
    eventName: 'Transfer',
    topics: log.topics as [Hex, ...Hex[]],
    data: log.data,
  }) as unknown as { args: { from: Address; to: Address } };
  const kind: TokenEventKind = args.from === zeroAddress ? 'mint' : args.to === zeroAddress ? 'burn' : 'transfer';
  return { kind, from: args.from, to: args.to, ...where };
}
