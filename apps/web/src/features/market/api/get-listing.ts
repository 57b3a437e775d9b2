import { useQuery } from '@tanstack/react-query';
import { listingQueryOptions } from './listing-query';

export { listingQueryOptions, type ListingDetail } from './listing-query';

export const useListing = (id: number | null, lang: string) =>
  useQuery({ ...listingQueryOptions(id ?? 0, lang), enabled: id !== null });
