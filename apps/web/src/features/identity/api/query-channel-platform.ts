import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** queryChannelPlatform: the DID partner channels a user can sign in with. */
export const queryChannelPlatform = () => request('queryChannelPlatform', { showErrorMessage: false });

export const didChannelsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['did-channels', lang], queryFn: queryChannelPlatform, staleTime: 60_000 });

export const useDidChannels = (lang: string) => useQuery(didChannelsQueryOptions(lang));
