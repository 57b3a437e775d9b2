import type { CallData, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type AirdropReceipt = CallData<Calls['userAirDropTransfer']>;

/**
 * userAirDropTransfer (spec §7 `/memberapi/user/userAirDropTransfer`, "error message shown"): the
 * server's message is shown as the request client's toast, and the page keeps it beside the button.
 */
export const receiveAirdrop = (airdropId: number) => request('userAirDropTransfer', { body: { airdropId } });

export const useReceiveAirdropMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveAirdrop,
    // Received, refused as exhausted or expired: the airdrops' states changed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['airdrops'] }),
  });
};
