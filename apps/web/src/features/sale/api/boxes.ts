import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cursorListOptions, useCursorList } from '../../../lib/catalogue/cursor-list';
import { request } from '../../../lib/request/index';

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
 * The proof of an opening, as openBox answered it. listMyBoxes does not carry the proof (yet), so the
 * opened-boxes page shows the full proof of openings made in this session and the box's published seed
 * hash for the others.
 */
export const openingProofKey = (boxId: number) => ['boxes', 'proof', boxId] as const;

/** getBlindBox's published seed hash (and nothing else) for an opened box's proof. */
export const boxSeedHashQueryOptions = (blindBoxId: number) =>
  queryOptions({
    queryKey: ['boxes', 'seed-hash', blindBoxId],
    queryFn: async () => (await request('getBlindBox', { params: { id: blindBoxId }, showErrorMessage: false })).fairnessSeedHash,
    staleTime: 60_000,
  });
export const useBoxSeedHash = (blindBoxId: number, enabled: boolean) =>
  useQuery({ ...boxSeedHashQueryOptions(blindBoxId), enabled });
