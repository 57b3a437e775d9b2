import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type InviteRanking = CallData<Calls['getInviteRanking']>;

/** getInviteRanking: the top 50 inviters by verified invitees, and my rank. */
export const inviteRankingOptions = () =>
  queryOptions({ queryKey: ['invite', 'ranking'], queryFn: () => request('getInviteRanking', {}) });

export const useInviteRanking = () => useQuery(inviteRankingOptions());
