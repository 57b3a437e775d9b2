import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type MyCollectible = CallData<Calls['getMyCollectible']>;

/** getMyCollectible: one collectible I hold, with its on-chain facts and tx records. */
export const getMyCollectible = (cardNftId: number) =>
  request('getMyCollectible', { params: { cardNftId }, showErrorMessage: false });

export const myCollectibleQueryOptions = (cardNftId: number, lang: string) =>
  queryOptions({ queryKey: ['holdings', 'detail', cardNftId, lang], queryFn: () => getMyCollectible(cardNftId) });

export const useMyCollectible = (cardNftId: number | null, lang: string) =>
  useQuery({ ...myCollectibleQueryOptions(cardNftId ?? 0, lang), enabled: cardNftId !== null });
