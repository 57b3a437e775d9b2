import type { CallData, Calls } from '@curio/contract/client';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type AlbumPreview = CallData<Calls['getAlbumPreview']>;

/** getAlbumPreview: the console's album (drafts included) with all its posts, by its preview token. */
export const useAlbumPreviewQuery = (token: string, lang: string) =>
  useQuery({
    queryKey: ['album-preview', token, lang],
    queryFn: () => request('getAlbumPreview', { query: { token }, showErrorMessage: false }),
    enabled: token !== '',
    retry: false,
    staleTime: 0,
  });
