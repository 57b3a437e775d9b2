import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cursorListOptions, useCursorList } from '../../../lib/catalogue/cursor-list';
import { request } from '../../../lib/request/index';

export type CollectionGroup = CallData<Calls['listMyCollectibles']>['items'][number];
export type HeldCollectible = CallData<Calls['listMyCollectionItems']>['items'][number];
export type MyCollectible = CallData<Calls['getMyCollectible']>;
export type NftTarget = CallData<Calls['getNftTarget']>;

/** listMyCollectibles: my home's collections with counts, most recently acquired first. */
export const myCollectionsQueryOptions = (lang: string) =>
  cursorListOptions<CollectionGroup>(['holdings', 'groups', lang], (cursor) =>
    request('listMyCollectibles', { query: cursor === null ? {} : { cursor } }),
  );
export const useMyCollections = (lang: string) => useCursorList(myCollectionsQueryOptions(lang));

/** listMyCollectionItems: the serial numbers I hold of one collection, lowest first. */
export const myItemsQueryOptions = (collectionId: number, lang: string) =>
  cursorListOptions<HeldCollectible>(['holdings', 'items', collectionId, lang], (cursor) =>
    request('listMyCollectionItems', { query: cursor === null ? { collectionId } : { collectionId, cursor } }),
  );
export const useMyItems = (collectionId: number, lang: string) => useCursorList(myItemsQueryOptions(collectionId, lang));

/** getMyCollectible: one collectible I hold, with its on-chain facts and tx records. */
export const myCollectibleQueryOptions = (cardNftId: number, lang: string) =>
  queryOptions({
    queryKey: ['holdings', 'detail', cardNftId, lang],
    queryFn: () => request('getMyCollectible', { params: { cardNftId }, showErrorMessage: false }),
  });
export const useMyCollectible = (cardNftId: number | null, lang: string) =>
  useQuery({ ...myCollectibleQueryOptions(cardNftId ?? 0, lang), enabled: cardNftId !== null });

/** getNftTarget (spec §7): the on-chain facts alone; polled while the collectible is minting. */
export const nftTargetQueryOptions = (cardNftId: number) =>
  queryOptions({
    queryKey: ['holdings', 'nft-target', cardNftId],
    queryFn: () => request('getNftTarget', { params: { cardNftId }, showErrorMessage: false }),
  });
export const useNftTarget = (cardNftId: number, enabled: boolean, intervalMs: number) =>
  useQuery({ ...nftTargetQueryOptions(cardNftId), enabled, refetchInterval: enabled ? intervalMs : false });
