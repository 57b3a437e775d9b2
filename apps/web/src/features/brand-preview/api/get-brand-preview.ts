import { type CallData, type Calls } from '@curio/contract/client';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type BrandPreview = CallData<Calls['getBrandPreview']>;

/** getBrandPreview: the console's brand draft by its preview token (BRAND_PREVIEW_INVALID once published). */
export const getBrandPreview = (token: string) => request('getBrandPreview', { query: { token }, showErrorMessage: false });

export const useBrandPreviewQuery = (token: string, lang: string) =>
  useQuery({
    queryKey: ['brand-preview', token, lang],
    queryFn: () => getBrandPreview(token),
    enabled: token !== '',
    retry: false,
  });
