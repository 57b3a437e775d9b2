import type { CallData, Calls } from '@curio/contract/client';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type DeletionStanding = CallData<Calls['getDeletionStanding']>;

/** getDeletionStanding: why my account may not be deleted now (collectibles, money, orders), if anything. */
export const getDeletionStanding = () => request('getDeletionStanding', {});

export const useDeletionStanding = (enabled: boolean) =>
  useQuery({ queryKey: ['deletion-standing'], queryFn: getDeletionStanding, enabled, staleTime: 0 });
