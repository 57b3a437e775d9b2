import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The user page's suspension calls (decision 067): suspend with a reason, lift.

export function useSuspendUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => request('consoleSuspendUser', { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}

export function useLiftSuspension(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request('consoleLiftSuspension', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}
