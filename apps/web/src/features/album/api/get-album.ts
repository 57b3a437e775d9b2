import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type AlbumDetail = CallData<Calls['getAlbum']>;
export type AlbumCollection = AlbumDetail['collections'][number];

/** getAlbum: a published album, its description (sanitized again before it is shown) and collections. */
export const albumQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['album', id, lang],
    queryFn: () => request('getAlbum', { params: { id }, showErrorMessage: false }),
  });
export const useAlbum = (id: number | null, lang: string) =>
  useQuery({ ...albumQueryOptions(id ?? 0, lang), enabled: id !== null });
