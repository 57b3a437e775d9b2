import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** payWithWallet: pays an unpaid order from the balance with the wallet password (idempotent by requestId). */
export const payWithWallet = (body: CallBody<Calls['payWithWallet']>) => request('payWithWallet', { body });

export const usePayWithWalletMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithWallet,
    // Paid or refused, the balance, the bills, the order, holdings and the drop's stock (other features'
    // caches) may all have changed: everything cached is out of date.
    onSettled: () => queryClient.invalidateQueries(),
  });
};
