import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type HomeDecoration = CallData<Calls['getHomeDecoration']>;
export type HomeSection = HomeDecoration['sections'][number];

/** The home page (platform decoration): banners, notice headlines and the operator's sections. */
export const homeDecorationQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['home-decoration', lang], queryFn: () => request('getHomeDecoration') });
export const useHomeDecoration = (lang: string) => useQuery(homeDecorationQueryOptions(lang));
