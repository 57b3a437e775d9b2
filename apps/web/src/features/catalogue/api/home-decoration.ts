import { useQuery } from '@tanstack/react-query';
import { homeDecorationQueryOptions, type HomeDecoration } from './first-queries';

export { homeDecorationQueryOptions, type HomeDecoration } from './first-queries';
export type HomeSection = HomeDecoration['sections'][number];

export const useHomeDecoration = (lang: string) => useQuery(homeDecorationQueryOptions(lang));
