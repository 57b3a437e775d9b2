import type { CallData, Calls, InviteWindow } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type InviteStats = CallData<Calls['getInviteStats']>;

/** getInviteStats: my code and what my invitees did in the window. */
export const inviteStatsOptions = (window: InviteWindow) =>
  queryOptions({
    queryKey: ['invite', 'stats', window],
    queryFn: () => request('getInviteStats', { query: { window } }),
  });

export const useInviteStats = (window: InviteWindow) => useQuery(inviteStatsOptions(window));
