import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** setDefaultAddress: one of mine becomes the default (the previous default no longer is). */
export const setDefaultAddress = (id: number) => request('setDefaultAddress', { body: { id } });

export const useSetDefaultAddressMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
};
