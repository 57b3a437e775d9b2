import { type CallData, type Calls } from '@curio/contract/client';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type HomePreview = CallData<Calls['getHomePreview']>;

/** getHomePreview: the console's home decoration draft by its preview token, filled like getHomeDecoration. */
export const getHomePreview = (token: string) => request('getHomePreview', { query: { token }, showErrorMessage: false });

export const useHomePreviewQuery = (token: string, lang: string) =>
  useQuery({
    queryKey: ['home-preview', token, lang],
    queryFn: () => getHomePreview(token),
    enabled: token !== '',
    retry: false,
    staleTime: 0,
  });
