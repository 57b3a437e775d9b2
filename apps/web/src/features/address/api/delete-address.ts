import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** deleteAddress: removes one of mine (deleting the default makes the newest remaining one the default). */
export const deleteAddress = (id: number) => request('deleteAddress', { body: { id } });

export const useDeleteAddressMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
};
