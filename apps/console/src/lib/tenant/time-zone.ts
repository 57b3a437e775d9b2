import { useQuery } from '@tanstack/react-query';
import { request } from '../request';

/**
 * The tenant's time zone (the server's clock call answers it for the host's tenant); the browser's until
 * known. Windows are edited and shown on this wall clock (components/zoned-time.ts does the arithmetic).
 */
export function useTenantTimeZone(): string {
  const q = useQuery({
    queryKey: ['console', 'tenant-time-zone'],
    queryFn: async () => (await request('get')).timeZone,
    staleTime: Infinity,
  });
  return q.data ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
