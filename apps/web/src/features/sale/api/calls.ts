// The primary sale's calls (contract calls/sale.ts): a fetcher, query options and a hook per call.
// One module with components/parts so that the pages share one chunk (decision 006).
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { OrderTab } from '../rules';
import type { CallData, Calls, PayMethod } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type Order = CallData<Calls['getOrder']>;

/** listOrders: my orders newest first, of one state or all; keyset cursor. */
export const orderListQueryOptions = (tab: OrderTab, lang: string) =>
  cursorListOptions<Order>(['orders', 'list', tab, lang], (cursor) =>
    request('listOrders', {
      query: { ...(tab === 'all' ? {} : { status: tab }), ...(cursor === null ? {} : { cursor }) },
    }),
  );
export const useOrderList = (tab: OrderTab, lang: string) => useCursorList(orderListQueryOptions(tab, lang));

/** getOrder: one of my orders (the page shows "not found" and failures itself). */
export const orderQueryOptions = (orderNo: string, lang: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderNo, lang],
    queryFn: () => request('getOrder', { params: { orderNo }, showErrorMessage: false }),
  });
export const useOrder = (orderNo: string | null, lang: string) =>
  useQuery({ ...orderQueryOptions(orderNo ?? '', lang), enabled: orderNo !== null });

/** cancelOrder: an unpaid order ends at once and its stock returns (5000021 when it is not unpaid any more). */
export const cancelOrder = (orderNo: string) => request('cancelOrder', { body: { orderNo } });

export type Payment = CallData<Calls['getPayment']>;
export type PayMethodOption = CallData<Calls['listPayMethods']>['methods'][number];

/** listPayMethods: the methods of the tenant's cashier, named in the user's language. */
export const payMethodsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['pay-methods', lang],
    queryFn: () => request('listPayMethods'),
    staleTime: 5 * 60_000,
  });
export const usePayMethods = (lang: string) => useQuery(payMethodsQueryOptions(lang));

/** createPayment: starts a payment of an unpaid order with a method; answers the provider's cashier page. */
export const createPayment = (orderNo: string, method: PayMethod) =>
  request('createPayment', { body: { orderNo, method }, showErrorMessage: false });

/** Polling getPayment while the payment runs (spec §4 progress), every `intervalMs` until it stops. */
export const paymentQueryOptions = (paymentNo: string) =>
  queryOptions({
    queryKey: ['payment', paymentNo],
    queryFn: () => request('getPayment', { params: { paymentNo }, showErrorMessage: false }),
  });
export const usePayment = (paymentNo: string | null, intervalMs: number | false) =>
  useQuery({ ...paymentQueryOptions(paymentNo ?? ''), enabled: paymentNo !== null, refetchInterval: intervalMs });

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

export type HeldBox = CallData<Calls['listMyBoxes']>['items'][number];
export type Opening = CallData<Calls['openBox']>;
export type DrawProof = Opening['proof'];

/** listMyBoxes: my unopened boxes (oldest first) or opened ones (last opened first). */
export const myBoxesQueryOptions = (opened: boolean, lang: string) =>
  cursorListOptions<HeldBox>(['boxes', opened ? 'opened' : 'unopened', lang], (cursor) =>
    request('listMyBoxes', { query: { opened: opened ? '1' : '0', ...(cursor === null ? {} : { cursor }) } }),
  );
export const useMyBoxes = (opened: boolean, lang: string) => useCursorList(myBoxesQueryOptions(opened, lang));

/** openBox (spec §7 `/mallapp/box/open`, "error message shown"): draws one item, provably fair. */
export const openBox = (boxId: number) => request('openBox', { body: { boxId } });

/**
 * The names of a blind box's items by collection id (getBlindBox), for the draw proof's stock before the
 * draw; fetched when a proof is opened, the proof shows ids without it.
 */
export const boxItemNamesQueryOptions = (blindBoxId: number, lang: string) =>
  queryOptions({
    queryKey: ['boxes', 'item-names', blindBoxId, lang],
    queryFn: async () => {
      const box = await request('getBlindBox', { params: { id: blindBoxId }, showErrorMessage: false });
      return new Map(box.items.map((i) => [i.collection.id, i.collection.name]));
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
export const useBoxItemNames = (blindBoxId: number, lang: string, enabled: boolean) =>
  useQuery({ ...boxItemNamesQueryOptions(blindBoxId, lang), enabled });
