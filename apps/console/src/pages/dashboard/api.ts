import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request';

export const useDashboard = () =>
  useQuery({ queryKey: ['console', 'dashboard'], queryFn: () => request('consoleDashboard'), refetchInterval: 60_000 });

/** The drops on sale, polled: their stock moves while people buy. */
export const LIVE_DROPS_POLL_MS = 5_000;
export const useLiveDrops = () =>
  useQuery({
    queryKey: ['console', 'dashboard', 'live-drops'],
    queryFn: () => request('consoleLiveDrops'),
    refetchInterval: LIVE_DROPS_POLL_MS,
  });
