import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** The dashboard over a period of the tenant's calendar days ('YYYY-MM-DD', both included; decision 065). */
export const useDashboard = (period: { from: string; to: string } | null) =>
  useQuery({
    queryKey: ['console', 'dashboard', period],
    queryFn: () => request('consoleDashboard', { query: period ?? {} }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

/** The drops on sale, polled: their stock moves while people buy. */
export const LIVE_DROPS_POLL_MS = 5_000;
export const useLiveDrops = () =>
  useQuery({
    queryKey: ['console', 'dashboard', 'live-drops'],
    queryFn: () => request('consoleLiveDrops'),
    refetchInterval: LIVE_DROPS_POLL_MS,
  });
