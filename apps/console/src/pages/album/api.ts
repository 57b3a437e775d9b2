import type { CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';
import type { AlbumBody, TrendBody } from './album-form';

export type AlbumRow = CallData<Calls['consoleListAlbums']>['rows'][number];

const KEY = ['console', 'albums'] as const;

export const useAlbums = () => useQuery({ queryKey: KEY, queryFn: async () => (await request('consoleListAlbums')).rows });

export const useAlbum = (id: number | null) =>
  useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => request('consoleGetAlbum', { params: { id: id! } }),
    enabled: id !== null,
    staleTime: 0,
  });

export const useTrends = (albumId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'trends', albumId],
    queryFn: async () => (await request('consoleListTrends', { params: { id: albumId! } })).rows,
    enabled: albumId !== null,
  });

/** A preview token of the album (30 minutes); asked again before it runs out. */
export const usePreviewToken = (albumId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'preview', albumId],
    queryFn: () => request('consoleAlbumPreviewToken', { params: { id: albumId! } }),
    enabled: albumId !== null,
    staleTime: 20 * 60 * 1000,
    refetchInterval: 20 * 60 * 1000,
  });

export function useAlbumWrites() {
  const client = useQueryClient();
  // Not the preview token: the frame keeps its page and is told to read the album again.
  const done = () => client.invalidateQueries({ queryKey: KEY, predicate: (q) => q.queryKey[2] !== 'preview' });
  return {
    save: useMutation({ mutationFn: (body: AlbumBody) => request('consoleSaveAlbum', { body }), onSuccess: done }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: number; status: 'draft' | 'published' }) =>
        request('consoleSetAlbumStatus', { params: { id }, body: { status } }),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: number) => request('consoleDeleteAlbum', { params: { id } }), onSuccess: done }),
    saveTrend: useMutation({
      mutationFn: ({ albumId, body }: { albumId: number; body: TrendBody }) =>
        request('consoleSaveTrend', { params: { id: albumId }, body }),
      onSuccess: done,
    }),
    removeTrend: useMutation({ mutationFn: (id: number) => request('consoleDeleteTrend', { params: { id } }), onSuccess: done }),
  };
}
