import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** getAirdrop: one airdrop offered to me, with its state for me (5000030 when it is not offered to me). */
export const getAirdrop = (id: number) => request('getAirdrop', { params: { id }, showErrorMessage: false });

export const airdropQueryOptions = (id: number, lang: string) =>
  queryOptions({ queryKey: ['airdrops', 'detail', id, lang], queryFn: () => getAirdrop(id) });

export const useAirdrop = (id: number | null, lang: string) =>
  useQuery({ ...airdropQueryOptions(id ?? 0, lang), enabled: id !== null });
