import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** shorten (share-url): the short link of my register URL, for the poster's QR code and "copy link". */
export const shortLinkOptions = (url: string) =>
  queryOptions({
    queryKey: ['invite', 'short-link', url],
    queryFn: () => request('shorten', { body: { url } }),
    staleTime: Infinity,
  });

export const useShortLink = (url: string | null) => useQuery({ ...shortLinkOptions(url ?? ''), enabled: url !== null });
