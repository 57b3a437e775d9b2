import type { CallBody, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type SaveAddressBody = CallBody<Calls['saveAddress']>;

/** saveAddress: adds one (no id) or edits one of mine (5000201 when it is not mine or gone). */
export const saveAddress = (body: SaveAddressBody) => request('saveAddress', { body });

export const useSaveAddressMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
};
