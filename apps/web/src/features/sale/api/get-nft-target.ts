import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type NftTarget = CallData<Calls['getNftTarget']>;

/** getNftTarget (spec §7): the on-chain facts alone; polled while the collectible is minting. */
export const getNftTarget = (cardNftId: number) => request('getNftTarget', { params: { cardNftId }, showErrorMessage: false });

export const nftTargetQueryOptions = (cardNftId: number) =>
  queryOptions({ queryKey: ['holdings', 'nft-target', cardNftId], queryFn: () => getNftTarget(cardNftId) });

export const useNftTarget = (cardNftId: number, enabled: boolean, intervalMs: number) =>
  useQuery({ ...nftTargetQueryOptions(cardNftId), enabled, refetchInterval: enabled ? intervalMs : false });
